import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { renderStandalone } from 'shared/standalone';
import * as entry from './remote-entry';

void renderStandalone('tools', { ...entry }, { loadRemote, registerRemotes });
