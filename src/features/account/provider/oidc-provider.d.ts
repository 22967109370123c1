// oidc-provider ships no type declarations and @types/oidc-provider is not a dependency: this is the small part of
// its v9 API that the embedded provider uses (see node_modules/oidc-provider/lib), typed from its source.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    uid?: string;
    userCode?: string;
    grantId?: string;
    jti?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AccountClaims = Record<string, unknown> & { sub: string };

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: Record<string, unknown>, rejected: string[]): Promise<AccountClaims> | AccountClaims;
  }

  export interface Client {
    clientId: string;
  }

  export interface Session {
    accountId?: string;
    uid?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly client?: Client;
    readonly session: Session;
    readonly params?: Record<string, unknown>;
    readonly result?: { consent?: { grantId?: string } } & Record<string, unknown>;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
    readonly provider: Provider;
  }

  /** The Koa context oidc-provider hands to its configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    state: Record<string, unknown>;
    req: IncomingMessage;
    res: ServerResponse;
    host: string;
    type: string;
    body: unknown;
    status: number;
    get(field: string): string;
    set(field: string, value: string): void;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> | void;

  export interface Grant {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: Record<string, unknown>;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: PromptDetail;
    readonly params: Record<string, unknown>;
    readonly session?: { accountId?: string; uid?: string };
    readonly grantId?: string;
    readonly returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface ClientMetadata {
    client_id: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    application_type?: "web" | "native";
    client_name?: string;
  }

  type TTLValue = number | ((ctx: KoaContextWithOIDC, token: unknown, client?: Client) => number);

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    allowOmittingSingleRegisteredRedirectUri?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
      keys?: string[];
    };
    discovery?: Record<string, unknown>;
    features?: Record<string, Record<string, unknown>>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string };
    jwks?: { keys: object[] };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void> | void;
    responseTypes?: string[];
    scopes?: string[];
    ttl?: Record<string, TTLValue>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
    OIDCProviderError: new (...args: unknown[]) => Error & { error: string; error_description?: string; status: number };
  };

  export default Provider;
}
