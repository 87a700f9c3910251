import { Smartphone } from 'lucide-react';

/** The app-download banner under the news grid. */
export function AppDownloadBanner() {
  return (
    <section
      aria-labelledby="app-banner-title"
      className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <Smartphone className="mt-1 h-8 w-8 shrink-0 text-accent-400" aria-hidden="true" />
        <div>
          <h2 id="app-banner-title" className="text-xl font-bold">
            Get SafeOgun on your phone
          </h2>
          <p className="mt-1 text-brand-50">
            Report incidents with photos and video, send SOS alerts and get real-time updates on your reports.
          </p>
        </div>
      </div>
      <a
        href="https://play.google.com/store/search?q=SafeOgun&c=apps"
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-accent-400 px-5 font-semibold text-brand-900 hover:bg-accent-500"
      >
        Get it on Google Play
      </a>
    </section>
  );
}
