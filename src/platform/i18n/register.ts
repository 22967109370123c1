// Spanish register (L2): Voltline addresses Mexican trade buyers with *usted*, never *tú*. `informalMarkers` finds
// the words that give informal address away, so a test can hold every es-mx text to the formal register.

/** Pronouns and possessives of *tú*: never right in formal text, whatever the position. */
const PRONOUNS = ["tú", "tu", "tus", "te", "ti", "contigo", "tuyo", "tuya", "tuyos", "tuyas", "vos"];

/** Second-person verb forms (present, subjunctive, preterite, future) that only *tú* uses. */
const VERB_FORMS = [
  "aceptas", "pides", "proporcionas", "contactas", "solicitas", "prefieras", "decidas", "permites", "conoces",
  "buscabas", "confirmas", "planeas", "podrías", "integrarías", "venías", "abras", "conectas", "decides",
  "llamarte", "ayudarte", "enviarte", "avisarte", "darte", "guiarte", "facturarte", "aplicarte", "oponerte", "negarte",
  "postularte", "detenerte", "atenderte", "responderte", "contactarte", "mostrarte", "ofrecerte", "asesorarte",
  "puedes", "tienes", "quieres", "necesitas", "debes", "estás", "eres", "sabes", "buscas", "encuentras", "prefieres",
  "vas", "haces", "recibes", "usas", "obtienes", "deseas", "ofreces", "vendes", "instalas", "trabajas",
  "escribes", "eliges", "ves", "das", "dices", "vienes", "sigues", "llegas", "agregas", "guardas", "cambias",
  "envías", "seleccionas", "ingresas", "inicias", "registras", "suscribes", "cancelas", "quitas", "necesites",
  "puedas", "tengas", "quieras", "desees", "hayas", "seas", "estés", "busques", "elijas", "olvides", "dudes",
  "vuelvas", "recibas", "uses", "encuentres", "podrás", "tendrás", "recibirás", "verás", "encontrarás", "harás",
  "estarás", "serás", "sabrás", "querrás", "necesitarás", "deberás", "obtendrás", "has", "hiciste", "pediste",
  "viste", "fuiste", "estuviste", "tuviste", "pusiste", "dijiste", "quisiste", "pudiste", "supiste", "diste",
  "leíste", "elegiste", "recibiste", "escribiste", "olvidaste", "enviaste", "ingresaste", "buscaste", "guardaste",
  "agregaste", "seleccionaste", "solicitaste", "iniciaste", "cambiaste", "usaste", "creaste", "pegaste",
  "adjuntaste", "confirmaste", "completaste", "registraste", "suscribiste", "cancelaste", "quitaste", "llegaste",
  "abriste", "compraste", "visitaste",
];

/**
 * Informal imperatives. Many are also third-person present forms or nouns ("la marca", "una prueba", "el equipo
 * revisa"), so they count only where a sentence, line or list item starts, where they can only be imperatives.
 */
const IMPERATIVES = [
  "escribe", "elige", "busca", "encuentra", "usa", "utiliza", "revisa", "agrega", "añade", "confirma", "completa",
  "pega", "adjunta", "explora", "contacta", "visita", "descubre", "conoce", "consulta", "descarga", "selecciona",
  "ingresa", "introduce", "haz", "mira", "pulsa", "toca", "vuelve", "crea", "guarda", "comparte", "inicia", "cierra",
  "abre", "intenta", "prueba", "verifica", "cambia", "quita", "elimina", "sigue", "lee", "compara", "solicita",
  "pide", "envía", "llena", "acepta", "recuerda", "olvida", "aprende", "obtén", "ten", "pon", "mantén", "actualiza",
  "activa", "desactiva", "filtra", "ordena", "borra", "marca", "comprueba", "ajusta", "restablece", "espera",
  "regresa", "navega", "llama", "habla", "pregunta", "cuenta", "deja", "evita", "instala", "conecta", "desconecta",
  "apaga", "enciende", "coloca", "fija", "retira", "corta", "pela", "aprieta", "monta", "mide", "calcula", "elige",
  "indica", "especifica", "inicia", "accede", "entra", "sal", "di", "ve", "sé", "ven", "imprime", "escanea",
  "suscribe", "renombra", "edita", "comienza", "empieza", "termina", "reintenta", "recarga", "copia", "revisa",
  "asegura", "cotiza", "compra", "pide", "agenda", "programa", "reserva", "encuentra", "aprovecha", "disfruta",
  "únete", "regístrate", "suscríbete", "asegúrate", "inscríbete", "comunícate", "acércate", "entérate", "conéctate",
  "identifica", "ubica", "presiona", "oprime", "recibe", "convierte", "trabaja", "cancela", "ignora", "divide",
  "corrige", "sube", "acorta", "baja", "acomoda", "enlista", "protege", "reemplaza", "diagnostica", "conserva", "registra", "inserta", "atornilla",
];

/**
 * Imperatives that are also everyday nouns or third-person verbs in labels and headlines ("Marca", "Compra",
 * "Cuenta con", "Programa de productos", "Prueba de resistencia"): at a sentence start they count only when an
 * article, a pronoun or another object follows ("Compra este contacto", "Marca la casilla").
 */
const AMBIGUOUS = new Set([
  "marca", "compra", "cuenta", "copia", "prueba", "programa", "reserva", "espera", "agenda", "guarda", "llama",
  "pregunta", "entra", "desconecta", "ve", "di", "sal", "haz", "ten", "pon", "mira", "fija", "corta", "monta", "pela",
  "sube", "baja", "protege", "completa", "activa", "llena", "sigue", "sé", "ven", "lee", "abre", "convierte", "recibe",
]);
const OBJECT_START = new Set([
  "el", "la", "los", "las", "un", "una", "unos", "unas", "tu", "tus", "este", "esta", "estos", "estas", "ese", "esa",
  "aquí", "ahora", "a", "al", "lo", "más", "clic", "todo", "todos", "todas", "listo", "lista", "coincidir", "nuestro",
  "nuestra", "nuestros", "nuestras", "productos", "por",
]);

/** Informal imperatives with a pronoun attached are unambiguous anywhere. */
const ENCLITIC_IMPERATIVES = [
  "contáctanos", "escríbenos", "llámanos", "visítanos", "síguenos", "cuéntanos", "dinos", "envíanos", "déjanos",
  "pregúntanos", "consúltanos", "permítenos", "ayúdanos", "indícanos", "inténtalo", "descárgalo", "descárgala",
  "pruébalo", "pruébala", "compáralo", "guárdalo", "guárdala", "agrégalo", "agrégala", "compártelo", "compártela",
  "hazlo", "pídelo", "pídela", "úsalo", "úsala", "úsalos", "encuéntralo", "encuéntrala", "revísalo", "revísala",
  "revísalos", "consúltalo", "consúltala", "selecciónalo", "elígelo", "elígela", "escríbelo", "pégalo", "pégala",
  "adjúntalo", "cámbialo", "quítalo", "bórralo", "ábrelo", "ciérralo", "imprímelo", "cotízalo", "instálalo",
  "conéctalo", "mídelo", "ajústalo", "vuélvelo", "dale", "hazle", "dime", "avísanos", "mantente", "ponte",
  "vete", "olvídate", "detente", "despreocúpate", "identifícate", "ahórrate",
];

const norm = (word: string) => word.toLocaleLowerCase("es");
const anywhere = new Set([...PRONOUNS, ...VERB_FORMS, ...ENCLITIC_IMPERATIVES].map(norm));
const atStart = new Set(IMPERATIVES.map(norm));

// A word of letters (accents included). Whole words only: "te" inside "teléfono" or "corriente" is not a word.
const WORD = /\p{L}+/gu;
// What may stand between the start of a sentence (or line, or list item, or string) and its first word.
const SENTENCE_START = /(?:^|[.!?:;\n•|]|<\/?(?:p|li|h\d|br|a|strong|em|b)\b[^>]*>)(?:\s*\d+\.)?[\s"“«¡¿(*#>-]*$/u;

/**
 * The informal-address markers in a Spanish text, in order (empty for formal text). ICU arguments (`{count}`) and
 * HTML tags are words like any other (their names are English and never match); ICU argument names are skipped.
 */
export function informalMarkers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = norm(match[0]);
    const before = text.slice(0, match.index);
    if (before.endsWith("{")) continue; // an ICU argument name: {date}
    if (anywhere.has(word)) found.push(match[0]);
    else if (atStart.has(word) && SENTENCE_START.test(before)) {
      const next = norm(/^\s+(\p{L}+)/u.exec(text.slice(match.index + match[0].length))?.[1] ?? "");
      if (!AMBIGUOUS.has(word) || OBJECT_START.has(next)) found.push(match[0]);
    }
  }
  return found;
}
