/** The token page's HTML before the app runs: title, link-preview meta and a header with logo, name and symbol. */
export { default as tokenPreviewPlugin } from './plugin.ts';
export { tokenPageHtml, type TokenPreview } from './preview-html.ts';
