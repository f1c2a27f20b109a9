/** Field measurement (release health): the eager hooks; the reporter is loaded on its own, later. */
export { startVitals, watchEarly } from './start-vitals';
