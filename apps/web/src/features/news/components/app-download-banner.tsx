import { Smartphone } from 'lucide-react';
import { InstallAppButton } from '../../../components/install-app-button';
import { useNewsMessages } from '../locales/news/messages';

/** The app banner under the news grid: installs the web app (decision 014; there is no store listing yet). */
export function AppDownloadBanner() {
  const { _ } = useNewsMessages();
  return (
    <section
      aria-labelledby="app-banner-title"
      className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <Smartphone className="mt-1 h-8 w-8 shrink-0 text-accent-400" aria-hidden="true" />
        <div>
          <h2 id="app-banner-title" className="text-xl font-bold">
            {_('news.banner.title')}
          </h2>
          <p className="mt-1 text-brand-50">{_('news.banner.body')}</p>
        </div>
      </div>
      <InstallAppButton className="shrink-0 bg-accent-400 text-brand-900 hover:bg-accent-500" />
    </section>
  );
}
