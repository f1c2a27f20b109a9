/** The home page's instant quote block (the checkout's widget, loaded when seen). */
export { InstantQuoteBlock } from './components/instant-quote-block';
