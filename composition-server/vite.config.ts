import { defineConfig } from 'vite';
import { defineCompositionServerConfig } from '@shared/build/vite';

export default defineConfig(defineCompositionServerConfig());
