import { Link } from 'react-router';

/** 'Our Story' (id about, the target of the About link) and the way a report travels. */
export function StorySection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-white py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-brand-900">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            <p>
              Too many incidents in Ogun State were never reported. People did not know where to go, the station was far
              away, they feared being seen talking to the police, or they never heard what happened after they spoke up.
            </p>
            <p>
              The Ogun State Police Command built SafeOgun to change that. From Ota to Imeko-Afon and from Abeokuta to
              Ijebu-Ode, anyone can now report an incident in minutes, from the phone in their hand, openly or without
              giving their name.
            </p>
            <p>
              Every report reaches the State Headquarters, is routed to the Area Command of the local government area
              where it happened, and is handed to the nearest police station. Officers work to response-time targets,
              and you can follow each step and tell us how we did.
            </p>
          </div>
          <Link
            to="/about-us"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Read more about SafeOgun
          </Link>
        </div>
        <ol className="grid gap-4 self-center" aria-label="How a report travels">
          {[
            ['State Headquarters', 'Receives every report, day and night, and checks it.'],
            ['Area Command', 'Takes charge of reports from its local government areas.'],
            ['Local Police Station', 'The nearest station acts and keeps you updated.'],
          ].map(([title, body], index) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{title}</span>
                <span className="text-slate-600">{body}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
