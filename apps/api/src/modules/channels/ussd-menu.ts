/**
 * The USSD menu as a state machine: the session's state and the caller's newest answer in, the next state and the
 * screen out. Pure apart from the ports it is given (track, file, SOS), which the service runs in the session's
 * transaction. Every screen is built to fit 160 GSM-7 characters, `CON `/`END ` included (ussd-menu.test.ts).
 */
import { CHANNEL_TEXT_MAX } from '@safeogun/contract/channels';
import { CHANNEL_LANGUAGES, channelText, type ChannelLanguage } from '@safeogun/contract/channel-text';
import { MIN_DESCRIPTION_LENGTH } from '@safeogun/contract/constants';
import { fitGsm7, gsm7Length, toGsm7 } from '@safeogun/contract/gsm7';
import { lgaKey } from '@safeogun/contract/reference';

export type Screen =
  'main' | 'type' | 'lga' | 'describe' | 'hide' | 'confirm' | 'track' | 'sos-lga' | 'sos-confirm' | 'language';

export interface UssdState {
  screen: Screen;
  /** The screens to go back to with 0, nearest last. */
  stack: Screen[];
  language: ChannelLanguage;
  typeId?: number;
  lgaId?: number;
  description?: string;
  hide?: boolean;
  /** The page of the list on a type or LGA screen (98 the next, 0 the one before). */
  page: number;
  /** The first letters typed on an LGA screen (its list shows only the LGAs they begin). */
  lgaFilter: string | null;
  /** A line above the screen once (the language just chosen). */
  banner?: string;
}

export interface Named {
  id: number;
  name: string;
}

/** What the menu needs from the database, all within the session's transaction. */
export interface UssdPorts {
  types: Named[];
  lgas: Named[];
  track(ticketId: string): Promise<{ ticketId: string; status: string; update: string | null } | null>;
  /** Files the report; null when the number has filed too many this hour. */
  fileReport(draft: { typeId: number; lgaId: number; description: string; hide: boolean }): Promise<string | null>;
  /** False when the number has sent too many alerts in a short time. */
  sendSos(lgaId: number): Promise<boolean>;
}

export interface UssdAnswer {
  state: UssdState;
  /** The whole reply body: `CON ...` or `END ...`. */
  reply: string;
}

export const initialState = (language: ChannelLanguage = 'en'): UssdState => ({
  screen: 'main',
  stack: [],
  language,
  page: 0,
  lgaFilter: null,
});

const con = (body: string) => `CON ${body}`;
const end = (body: string) => `END ${toGsm7(body)}`;
/**
 * A type or LGA name as a screen shows it: names come from the database (administrators rename and add types), so
 * each is folded into GSM-7 and cut to the longest name the console accepts.
 */
const NAME_MAX = 60;
const label = (name: string) => fitGsm7(name, NAME_MAX);

/**
 * The reasons a repeated screen may show above it. On a full list page a reason takes the place of the heading, so a
 * page is cut to fit with the longer of the two.
 */
function reasons(language: ChannelLanguage): string[] {
  const t = channelText(language).ussd;
  return [t.invalidChoice, t.noLgaMatch, t.typeGone, t.unknownTicket, t.tooShort(MIN_DESCRIPTION_LENGTH)];
}

function lgaChoices(state: UssdState, lgas: Named[]): Named[] {
  if (!state.lgaFilter) return lgas;
  const key = lgaKey(state.lgaFilter);
  return lgas.filter((l) => lgaKey(l.name).startsWith(key));
}

function lgaHeader(state: UssdState): string {
  const t = channelText(state.language).ussd;
  if (state.lgaFilter) return t.lgaMatches;
  return state.screen === 'sos-lga' ? t.sosLga : t.chooseLga;
}

/** A numbered list screen: its heading, every item (the numbers) and the items it shows (an LGA filter). */
interface List {
  header: string;
  all: Named[];
  shown: Named[];
}

function listOf(state: UssdState, ports: Pick<UssdPorts, 'types' | 'lgas'>): List {
  if (state.screen === 'type')
    return { header: channelText(state.language).ussd.chooseType, all: ports.types, shown: ports.types };
  return { header: lgaHeader(state), all: ports.lgas, shown: lgaChoices(state, ports.lgas) };
}

const itemLine = (list: List, item: Named) => `${list.all.indexOf(item) + 1} ${label(item.name)}`;

/**
 * The list cut into pages that fit the screen with its heading or, in the heading's place, a reason (numbered across
 * pages, so a number always means one item, whatever the page).
 */
function pagesOf(state: UssdState, list: List): Named[][] {
  const t = channelText(state.language).ussd;
  const head = [list.header, ...reasons(state.language)].reduce((a, b) => (gsm7Length(b) > gsm7Length(a) ? b : a));
  const size = (items: Named[], more: boolean) =>
    gsm7Length(con([head, ...items.map((i) => itemLine(list, i)), ...(more ? [t.more] : []), t.back].join('\n')));
  const pages: Named[][] = [];
  let page: Named[] = [];
  for (const [index, item] of list.shown.entries()) {
    // "98 More" is needed unless this is the last item.
    if (page.length > 0 && size([...page, item], index < list.shown.length - 1) > CHANNEL_TEXT_MAX) {
      pages.push(page);
      page = [];
    }
    page.push(item);
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** The page shown: the state's, or the last there is (a type deactivated during the session shortens the list). */
const pageIndex = (state: UssdState, pages: Named[][]) => Math.max(0, Math.min(state.page, pages.length - 1));

/** The screen for `state`, with `reason` above it when the last answer was refused. */
export function render(state: UssdState, ports: Pick<UssdPorts, 'types' | 'lgas'>, reason?: string): string {
  const t = channelText(state.language).ussd;
  const lines: string[] = [];
  if (reason) lines.push(reason);
  else if (state.banner && state.screen === 'main') lines.push(state.banner);
  switch (state.screen) {
    case 'main':
      lines.push(t.main);
      break;
    case 'type':
    case 'lga':
    case 'sos-lga': {
      const list = listOf(state, ports);
      const pages = pagesOf(state, list);
      const index = pageIndex(state, pages);
      lines.push(list.header, ...(pages[index] ?? []).map((item) => itemLine(list, item)));
      if (index < pages.length - 1) lines.push(t.more);
      lines.push(t.back);
      break;
    }
    case 'describe':
      lines.push(t.describe, t.back);
      break;
    case 'hide':
      lines.push(t.hide, t.hideYes, t.hideNo, t.back);
      break;
    case 'confirm': {
      const type = label(ports.types.find((x) => x.id === state.typeId)?.name ?? '');
      const lga = label(ports.lgas.find((x) => x.id === state.lgaId)?.name ?? '');
      const options = [t.send, t.cancel, t.back];
      const without = con([...lines, t.confirm(type, lga, ''), ...options].join('\n'));
      const room = CHANNEL_TEXT_MAX - gsm7Length(without);
      lines.push(t.confirm(type, lga, fitGsm7(state.description ?? '', Math.max(room, 4))), ...options);
      break;
    }
    case 'track':
      lines.push(t.trackAsk, t.back);
      break;
    case 'sos-confirm':
      lines.push(t.sosConfirm, t.sosSend, t.back);
      break;
    case 'language':
      lines.push(t.language, ...Object.values(CHANNEL_LANGUAGES).map((name, i) => `${i + 1} ${name}`), t.back);
      break;
  }
  // A reason above a full list would not fit: it takes the place of the list's heading.
  if (reason && gsm7Length(con(lines.join('\n'))) > CHANNEL_TEXT_MAX) lines.splice(1, 1);
  return con(lines.join('\n'));
}

const go = (state: UssdState, screen: Screen): UssdState => ({
  ...state,
  banner: undefined,
  screen,
  stack: [...state.stack, state.screen],
  page: 0,
  lgaFilter: null,
});

function back(state: UssdState): UssdState {
  const stack = [...state.stack];
  const screen = stack.pop() ?? 'main';
  return { ...state, banner: undefined, screen, stack, page: 0, lgaFilter: null };
}

/** A whole number option from 1 to `count`, or null. */
function option(answer: string, count: number): number | null {
  if (!/^\d{1,2}$/.test(answer)) return null;
  const n = Number(answer);
  return n >= 1 && n <= count ? n : null;
}

/** The next state and screen after `raw`, the caller's newest answer on the screen of `state`. */
export async function answer(state: UssdState, raw: string, ports: UssdPorts): Promise<UssdAnswer> {
  const t = channelText(state.language).ussd;
  const input = raw.trim();
  const show = (next: UssdState, reason?: string): UssdAnswer => ({ state: next, reply: render(next, ports, reason) });
  const refuse = (reason: string = t.invalidChoice) => show({ ...state, banner: undefined }, reason);
  const nextPage = () => {
    const pages = pagesOf(state, listOf(state, ports));
    const index = pageIndex(state, pages);
    return index < pages.length - 1 ? show({ ...state, page: index + 1 }) : refuse();
  };

  if (input === '00') return show({ ...initialState(state.language) });
  if (input === '0') {
    if (state.screen === 'main') return refuse();
    const listed = state.screen === 'type' || state.screen === 'lga' || state.screen === 'sos-lga';
    if (listed && (state.page > 0 || state.lgaFilter)) {
      return show(state.page > 0 ? { ...state, page: state.page - 1 } : { ...state, lgaFilter: null });
    }
    return show(back(state));
  }

  switch (state.screen) {
    case 'main': {
      const next: Record<number, Screen> = { 1: 'type', 2: 'track', 3: 'sos-lga', 4: 'language' };
      const n = option(input, 4);
      return n ? show(go(state, next[n]!)) : refuse();
    }
    case 'type': {
      if (input === '98') return nextPage();
      const n = option(input, ports.types.length);
      return n ? show({ ...go(state, 'lga'), typeId: ports.types[n - 1]!.id }) : refuse();
    }
    case 'lga':
    case 'sos-lga': {
      if (input === '98') return nextPage();
      let chosen: Named | undefined;
      if (/^\d+$/.test(input)) {
        const n = option(input, ports.lgas.length);
        chosen = n ? ports.lgas[n - 1] : undefined;
        if (!chosen || !lgaChoices(state, ports.lgas).includes(chosen)) return refuse();
      } else {
        const matches = lgaChoices({ ...state, lgaFilter: input }, ports.lgas);
        if (!lgaKey(input) || matches.length === 0) return refuse(t.noLgaMatch);
        if (matches.length > 1) return show({ ...state, lgaFilter: input.slice(0, 20), page: 0 });
        chosen = matches[0];
      }
      const nextScreen = state.screen === 'lga' ? 'describe' : 'sos-confirm';
      return show({ ...go(state, nextScreen), lgaId: chosen!.id });
    }
    case 'describe': {
      if (input.length < MIN_DESCRIPTION_LENGTH) return refuse(t.tooShort(MIN_DESCRIPTION_LENGTH));
      return show({ ...go(state, 'hide'), description: input });
    }
    case 'hide': {
      const n = option(input, 2);
      return n ? show({ ...go(state, 'confirm'), hide: n === 1 }) : refuse();
    }
    case 'confirm': {
      const n = option(input, 2);
      if (!n) return refuse();
      if (n === 2) return { state, reply: end(t.cancelled) };
      const { typeId, lgaId, description, hide } = state;
      if (typeId === undefined || lgaId === undefined || description === undefined) return refuse();
      // Deactivated by an administrator since it was chosen: the report is not filed under it; the type is asked again.
      if (!ports.types.some((type) => type.id === typeId)) {
        const again: UssdState = { ...state, screen: 'type', stack: ['main'], typeId: undefined, page: 0 };
        return show(again, t.typeGone);
      }
      const ticketId = await ports.fileReport({ typeId, lgaId, description, hide: hide ?? false });
      return { state, reply: end(ticketId ? t.filed(ticketId) : t.tooManyReports) };
    }
    case 'track': {
      const found = await ports.track(input);
      if (!found) return refuse(t.unknownTicket);
      const head = t.tracked(found.ticketId, found.status, null);
      const room = CHANNEL_TEXT_MAX - gsm7Length(end(head)) - 1;
      const update = found.update && room > 8 ? fitGsm7(found.update, room) : null;
      return { state, reply: end(t.tracked(found.ticketId, found.status, update)) };
    }
    case 'sos-confirm': {
      if (option(input, 1) !== 1 || state.lgaId === undefined) return refuse();
      const sent = await ports.sendSos(state.lgaId);
      return { state, reply: end(sent ? t.sosSent : t.sosTooMany) };
    }
    case 'language': {
      const codes = Object.keys(CHANNEL_LANGUAGES) as ChannelLanguage[];
      const n = option(input, codes.length);
      if (!n) return refuse();
      const language = codes[n - 1]!;
      return show({
        ...initialState(language),
        banner: channelText(language).ussd.languageSet(CHANNEL_LANGUAGES[language]),
      });
    }
  }
}
