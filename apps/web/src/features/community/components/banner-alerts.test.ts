import { describe, expect, it } from 'vitest';
import type { SecurityAlert } from '@safeogun/contract/community';
import { bannerAlerts } from './banner-alerts';

const NOW = Date.parse('2026-11-20T09:00:00Z');
const alert = (id: number, over: Partial<SecurityAlert> = {}): SecurityAlert => ({
  id,
  title: `Alert ${id}`,
  body: 'Text',
  severity: 'info',
  lgas: ['Sagamu'],
  expiresAt: '2026-11-21T09:00:00Z',
  createdAt: `2026-11-20T0${id}:00:00Z`,
  withdrawnAt: null,
  ...over,
});

describe('bannerAlerts', () => {
  it('shows the alerts in force for the area, danger first, then the newest', () => {
    const shown = bannerAlerts(
      {
        lga: 'Sagamu',
        alerts: [alert(1), alert(2, { severity: 'danger' }), alert(3), alert(4, { severity: 'warning', lgas: [] })],
      },
      [],
      NOW,
    );
    expect(shown.map((a) => a.id)).toEqual([2, 4, 3, 1]);
  });

  it('leaves out dismissed, expired and withdrawn alerts', () => {
    const answer = {
      lga: 'Sagamu',
      alerts: [
        alert(1),
        alert(2, { expiresAt: '2026-11-20T08:59:59Z' }),
        alert(3, { withdrawnAt: '2026-11-20T08:00:00Z' }),
        alert(4),
      ],
    };
    expect(bannerAlerts(answer, [4], NOW).map((a) => a.id)).toEqual([1]);
  });

  it('shows a resident without an area only the state-wide alerts', () => {
    const answer = { lga: null, alerts: [alert(1), alert(2, { lgas: [] }), alert(3, { lgas: ['Ipokia'] })] };
    expect(bannerAlerts(answer, [], NOW).map((a) => a.id)).toEqual([2]);
  });

  it('shows nothing before the answer arrives', () => {
    expect(bannerAlerts(undefined, [], NOW)).toEqual([]);
  });
});
