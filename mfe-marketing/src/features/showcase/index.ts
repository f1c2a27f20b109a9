/** The tabbed service showcase. */
export { ServiceShowcase } from './components/service-showcase';
