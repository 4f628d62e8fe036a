// A blank app of another mall: React alone in the entry; the header and the sign-in dialog come with their own chunk.
import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root')!);
void import('./MallHeader.tsx').then(async ({ MallHeader, loadMall }) => {
  const locale = new URLSearchParams(window.location.search).get('locale') === 'lao' ? 'lao' : 'en';
  root.render(<MallHeader locale={locale} messages={await loadMall(locale)} />);
});
