/** The blog index's public face: a post card. */
export { PostCard } from './components/post-card';
