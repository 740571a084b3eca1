// The bench's reference: a stock Next.js app with none of the shop's own machinery (default file
// cache, no middleware, no i18n, no islands). scripts/bench/reference.mjs builds and starts it.
/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false, generateEtags: false };

export default nextConfig;
