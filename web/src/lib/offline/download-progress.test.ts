import { describe, expect, it } from 'vitest';
import { downloadReducer, percentOf, stepToAnnounce, type DownloadState } from './download-progress';

describe('download progress', () => {
  it('gives whole percents, or null while the size is unknown', () => {
    expect(percentOf(0, 1000)).toBe(0);
    expect(percentOf(249, 1000)).toBe(24);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(1200, 1000)).toBe(100);
    expect(percentOf(500, null)).toBeNull();
    expect(percentOf(500, 0)).toBeNull();
  });

  it('announces at most every quarter, never twice and never backwards', () => {
    expect(stepToAnnounce(0, 24)).toBeNull();
    expect(stepToAnnounce(0, 25)).toBe(25);
    expect(stepToAnnounce(25, 49)).toBeNull();
    expect(stepToAnnounce(25, 80)).toBe(75);
    expect(stepToAnnounce(75, 60)).toBeNull();
    expect(stepToAnnounce(75, 100)).toBe(100);
    expect(stepToAnnounce(0, null)).toBeNull();
  });

  it('says only 25, 50, 75 and 100 over a download of many small chunks', () => {
    let state: DownloadState = downloadReducer({ status: 'idle' }, { type: 'start' });
    const said: number[] = [];
    for (let received = 0; received <= 10_000; received += 137) {
      const before = state.status === 'downloading' ? state.announced : 0;
      state = downloadReducer(state, { type: 'progress', received, total: 10_000 });
      if (state.status === 'downloading' && state.announced !== before) said.push(state.announced);
    }
    state = downloadReducer(state, { type: 'progress', received: 10_000, total: 10_000 });
    if (state.status === 'downloading' && !said.includes(state.announced)) said.push(state.announced);
    expect(said).toEqual([25, 50, 75, 100]);
  });

  it('moves between checking, idle, downloading, saved and failed', () => {
    expect(downloadReducer({ status: 'checking' }, { type: 'found', bytes: null })).toEqual({ status: 'idle' });
    expect(downloadReducer({ status: 'checking' }, { type: 'found', bytes: 42 })).toEqual({ status: 'saved', bytes: 42 });
    const downloading = downloadReducer({ status: 'idle' }, { type: 'start' });
    expect(downloading).toEqual({ status: 'downloading', received: 0, total: null, announced: 0 });
    expect(downloadReducer(downloading, { type: 'saved', bytes: 9 })).toEqual({ status: 'saved', bytes: 9 });
    expect(downloadReducer(downloading, { type: 'cancelled' })).toEqual({ status: 'idle', said: 'Download cancelled' });
    expect(downloadReducer(downloading, { type: 'failed', message: 'No space' })).toEqual({ status: 'failed', message: 'No space' });
    expect(downloadReducer({ status: 'saved', bytes: 9 }, { type: 'removed' })).toEqual({
      status: 'idle',
      said: 'Removed from this device',
    });
    // A late progress report after a cancel changes nothing.
    expect(downloadReducer({ status: 'idle' }, { type: 'progress', received: 5, total: 10 })).toEqual({ status: 'idle' });
  });
});
