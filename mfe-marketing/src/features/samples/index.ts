/** The samples library and the configured samples folder links. */
export { SampleLibrary } from './components/sample-library';
export { samplesFolderLink } from './links';
