/**
 * Demo chapters, within the demo audio's real length (DEMO_AUDIO_SECONDS, 30 s of chimes):
 * the times are what a listener hears, so they are seconds apart, not minutes. Keyed by
 * episode number and by book title.
 */
type DemoChapter = { title: string; startSeconds: number };

export const episodeChaptersSeed: Record<number, DemoChapter[]> = {
  1: [
    { title: 'Hello from Maya and Tom', startSeconds: 0 },
    { title: 'Where the name comes from', startSeconds: 10 },
    { title: 'What the show is about', startSeconds: 20 },
  ],
  2: [
    { title: 'Before the review', startSeconds: 0 },
    { title: 'In the meeting', startSeconds: 8 },
    { title: 'If the plan is wrong', startSeconds: 16 },
    { title: 'Your questions', startSeconds: 24 },
  ],
  3: [
    { title: 'The taxi that never came', startSeconds: 0 },
    { title: 'Trains and ramps', startSeconds: 12 },
    { title: 'What would fix it', startSeconds: 22 },
  ],
};

export const audiobookChaptersSeed: Record<string, DemoChapter[]> = {
  'Pride and Prejudice': [
    { title: 'A truth universally acknowledged', startSeconds: 0 },
    { title: 'The assembly at Meryton', startSeconds: 10 },
    { title: 'Mr Darcy is proud', startSeconds: 20 },
  ],
  'A Christmas Carol': [
    { title: "Marley's Ghost", startSeconds: 0 },
    { title: 'The First of the Three Spirits', startSeconds: 6 },
    { title: 'The Second of the Three Spirits', startSeconds: 12 },
    { title: 'The Last of the Spirits', startSeconds: 18 },
    { title: 'The End of It', startSeconds: 24 },
  ],
};
