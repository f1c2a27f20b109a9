import { loadRemote, registerRemotes } from '@module-federation/runtime';
import * as shared from 'shared/core';
import { renderStandalone } from 'shared/standalone';
import * as entry from './remote-entry';

void renderStandalone('marketing', { ...entry }, { loadRemote, registerRemotes }, shared);
