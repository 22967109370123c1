// The site navigation without JavaScript (issue 15 §1 review; U1). Its dropdowns are disclosure buttons that only
// script opens, and on a narrow screen the list itself waits behind the "Menu" button; a visitor without JavaScript
// would reach none of those links. This style sheet, in a <noscript> of every page's <head>, shows a dropdown while
// its item is hovered or holds the focus (Tab onto the button, then into the links) and shows the list on a narrow
// screen without its toggle. The product megamenu is fetched by script; its panel holds a plain link to the catalogue
// instead (SiteNavigation). Ids and ARIA attributes, not module class names, so the layout can carry it.
export const NO_SCRIPT_NAVIGATION_STYLE = [
  "#site-nav-list>li:hover>[hidden],#site-nav-list>li:focus-within>[hidden]{display:block}",
  "#site-nav-list{display:flex}",
  "#site-nav-list [data-skeleton]{display:none}",
  '[aria-controls="site-nav-list"]{display:none}',
].join("");
