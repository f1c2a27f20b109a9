import { defineConfig } from 'vite';
import { defineReleaseToolsConfig } from '@shared/build/vite';

export default defineConfig(defineReleaseToolsConfig());
