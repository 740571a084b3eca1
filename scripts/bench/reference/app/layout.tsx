import type { ReactNode } from 'react';

/** A header of 150 links and a footer: about the element count of the shop's chrome. */
const NAV = Array.from({ length: 150 }, (_, index) => index + 1);

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <nav aria-label="Categories">
            <ul>
              {NAV.map((index) => (
                <li key={index}>
                  <a href={`/category/${index}`}>Category {index}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main>{children}</main>
        <footer>
          <p>Reference footer</p>
        </footer>
      </body>
    </html>
  );
}
