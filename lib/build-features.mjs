/**
 * The optional parts of the shop that exist only in a build configured for them
 * (docs/adr/0035-optional-features-left-out-of-the-build.md): without their variables the build
 * resolves each of their modules to an `.off` twin with the same exports that renders and sends
 * nothing, so no page carries their code, not even an island that renders nothing. next.config.mjs
 * hands these aliases to Turbopack.
 */
import { analyticsSettings } from './analytics/settings.mjs';
import { wechatSettings } from './wechat/settings.mjs';

/** Each optional module and its off twin, as Turbopack's resolveAlias wants them (paths from the project root). */
const OPTIONAL_MODULES = {
  analytics: {
    '@/components/analytics/analytics': './components/analytics/analytics.off.tsx',
    '@/lib/analytics/track': './lib/analytics/track.off.ts',
  },
  wechat: {
    '@/components/wechat/wechat-share': './components/wechat/wechat-share.off.tsx',
  },
};

/** @param {Readonly<Record<string, string | undefined>>} env @returns {Record<string, string>} */
export function featureAliases(env = process.env) {
  return {
    ...(analyticsSettings(env) ? {} : OPTIONAL_MODULES.analytics),
    ...(wechatSettings(env) ? {} : OPTIONAL_MODULES.wechat),
  };
}
