/** The FAQ list (accordion or independent items). */
export { FaqList } from './components/faq-list';
