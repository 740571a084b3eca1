import type { ReactNode } from 'react';

// The <html> element lives in app/[locale]/layout.tsx, so each language sets its own lang.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
