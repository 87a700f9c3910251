/** The report form's messages and its fields' (components/: report form, address, type, station, media, upload progress, the restored local draft), shared by the report pages, the draft editor and the survey. See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useReportFormMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
