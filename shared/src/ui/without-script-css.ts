/**
 * The style the document puts in a `<noscript>` of its head (it applies only without scripts):
 * forms and controls marked `data-needs-script` hide, their `.without-script` line (or a
 * `data-without-script` link, such as the header's menu link) shows
 * (`shared/without-script`, docs/product-rules.md#forms-without-scripts). No import: the
 * server's document reads it without bringing the component anywhere.
 */
export const WITHOUT_SCRIPT_CSS =
  '[data-needs-script]{display:none!important}.without-script{display:block!important}html [data-without-script]{display:inline-flex!important}';
