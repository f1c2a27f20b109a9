/** The services page's cards. */
export { QuickServices } from './components/quick-services';
export { ServiceCards } from './components/service-cards';
