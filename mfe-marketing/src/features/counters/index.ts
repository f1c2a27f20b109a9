/** The achievement counters. */
export { AchievementCounters } from './components/achievement-counters';
