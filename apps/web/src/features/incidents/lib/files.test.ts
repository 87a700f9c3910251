import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { checkFiles, formatFileSize, splitFiles } from './files';
import { reportBody, type ReportPayload } from './report-payload';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file rules of section 5', () => {
  it('accepts up to 3 images and 1 video', () => {
    expect(
      checkFiles([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.gif', 'image/gif')]),
    ).toBeNull();
    expect(checkFiles([file('v.mp4', 'video/mp4')])).toBeNull();
  });
  it('counts kept images with new ones', () => {
    expect(checkFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], 2)).toBe(REPORT_MESSAGES.tooManyImages);
  });
  it('refuses a second video, other types and 10 MB files', () => {
    expect(checkFiles([file('v.mp4', 'video/mp4'), file('w.mp4', 'video/mp4')])).toBe(REPORT_MESSAGES.tooManyVideos);
    expect(checkFiles([file('x.exe', 'application/x-msdownload')])).toBe(REPORT_MESSAGES.fileTypeNotAllowed);
    expect(checkFiles([file('big.png', 'image/png', 10 * 1024 * 1024)])).toBe(REPORT_MESSAGES.fileTooLarge);
  });
});

describe('splitting picked files', () => {
  it('sends an mp4 without a MIME type once, as the video', () => {
    const photo = file('a.jpg', 'image/jpeg');
    const clip = file('clip.mp4', '');
    expect(splitFiles([photo, clip])).toEqual({ images: [photo], video: clip });
    expect(splitFiles([photo])).toEqual({ images: [photo], video: null });
  });
});

describe('report payload', () => {
  const payload: ReportPayload = {
    incidentTypeId: 1,
    isDraft: false,
    description: 'Something happened here',
    isIdentityHidden: false,
    isAnonymous: false,
    address: '1 Road',
    stationId: null,
    latitude: undefined,
    images: [],
    video: null,
  };

  it('sends data as JSON with channel web, images repeated and one video', () => {
    const form = reportBody({
      ...payload,
      images: [file('a.png', 'image/png'), file('b.png', 'image/png')],
      video: file('v.mp4', 'video/mp4'),
    });
    if (!(form instanceof FormData)) throw new Error('a report with files goes as multipart');
    const data = JSON.parse(form.get('data') as string);
    expect(data).toMatchObject({ channel: 'web', isLocationHidden: false, isAnonymous: false, stationId: null });
    expect('latitude' in data).toBe(false);
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.getAll('video')).toHaveLength(1);
  });

  it('sends a report without files as a JSON body with the same data', () => {
    const body = reportBody(payload);
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toEqual({
      data: expect.objectContaining({
        channel: 'web',
        isLocationHidden: false,
        description: 'Something happened here',
      }),
    });
    expect('latitude' in (body as { data: object }).data).toBe(false);
  });
});

describe('file sizes', () => {
  it('reads in KB below a megabyte, in MB with one decimal above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(7.24 * 1024 * 1024)).toBe('7.2 MB');
  });
});
