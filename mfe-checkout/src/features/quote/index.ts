/** The quote widget other sections embed (the home page's instant quote); its default export is the widget. */
export { default } from './quote-widget';
