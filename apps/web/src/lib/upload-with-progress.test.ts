import { describe, expect, it } from 'vitest';
import { filesProgress } from './upload-with-progress';

describe('filesProgress', () => {
  // A body of 1000 bytes: 100 bytes of fields and part headers, then files of 600 and 300 bytes.
  const sizes = [600, 300];
  const at = (loaded: number) => filesProgress({ loaded, total: 1000 }, sizes);

  it('counts nothing while the fields go', () => {
    expect(at(0)).toEqual([0, 0]);
    expect(at(100)).toEqual([0, 0]);
  });

  it('fills the files in order', () => {
    expect(at(400)).toEqual([0.5, 0]);
    expect(at(700)).toEqual([1, 0]);
    expect(at(850)).toEqual([1, 0.5]);
  });

  it('is complete for every file once the whole body is sent', () => {
    expect(at(1000)).toEqual([1, 1]);
    expect(filesProgress({ loaded: 5, total: 5 }, [0])).toEqual([1]);
  });

  it('stays between 0 and 1 when the body is shorter than its files claim', () => {
    expect(filesProgress({ loaded: 50, total: 100 }, [80, 80])).toEqual([0.625, 0]);
  });
});
