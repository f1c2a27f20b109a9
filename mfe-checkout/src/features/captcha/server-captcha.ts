import * as z from 'zod/mini';
import { routeDataField } from '../../lib/route-data-field';

const digit = z.number().check(z.int(), z.minimum(1), z.maximum(9));

/**
 * The question the order start's server half asked, in the page's route data (`{ captcha }`, from
 * its loader or from its action's answer), with the question sealed in `token` under the section's
 * key: a form posted without JavaScript sends the token back (`CAPTCHA_TOKEN_FIELD`), and the
 * server checks the answer against the question it asked, not against one the visitor chose.
 */
const ServerCaptchaSchema = z.object({ a: digit, b: digit, token: z.string().check(z.maxLength(2000)) });
export type ServerCaptcha = z.infer<typeof ServerCaptchaSchema>;

/** The server's question in a page's route data, checked at this edge; null when it has none. */
export const serverCaptchaOf = routeDataField('captcha', ServerCaptchaSchema);
