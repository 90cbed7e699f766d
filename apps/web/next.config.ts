import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { commonSecurityHeaders, dataContentSecurityPolicy } from './src/server/securityHeaders';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  transpilePackages: ['@shop/site', '@shop/contract'],
  poweredByHeader: false,
  // server.mjs compresses, after it has put the language on Next's error shell.
  compress: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  // Pages get their CSP from the proxy (src/proxy.ts), which reads the runtime configuration.
  async headers() {
    const dataPolicy = { key: 'Content-Security-Policy', value: dataContentSecurityPolicy };
    return [
      { source: '/:path*', headers: commonSecurityHeaders },
      { source: '/api/:path*', headers: [dataPolicy] },
      { source: '/uploads/:path*', headers: [dataPolicy] },
    ];
  },
};

export default withNextIntl(nextConfig);
