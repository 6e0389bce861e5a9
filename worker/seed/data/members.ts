import type { DemoMember } from '../types';

/** Fictional members who write the demo forum posts and comments. */
export const demoMembers: DemoMember[] = [
  { key: 'aisha', firstName: 'Aisha', lastName: 'Rahman', email: 'aisha.rahman@example.org' },
  { key: 'jarrah', firstName: 'Jarrah', lastName: 'Williams', email: 'jarrah.williams@example.org' },
  { key: 'mei', firstName: 'Mei', lastName: 'Chen', email: 'mei.chen@example.org' },
  { key: 'priya', firstName: 'Priya', lastName: 'Natarajan', email: 'priya.natarajan@example.org' },
  { key: 'liam', firstName: 'Liam', lastName: "O'Connor", email: 'liam.oconnor@example.org' },
  { key: 'thanh', firstName: 'Thanh', lastName: 'Nguyen', email: 'thanh.nguyen@example.org' },
  { key: 'kirra', firstName: 'Kirra', lastName: 'Anderson', email: 'kirra.anderson@example.org' },
  { key: 'giorgos', firstName: 'Giorgos', lastName: 'Papadopoulos', email: 'giorgos.papadopoulos@example.org' },
  { key: 'fatima', firstName: 'Fatima', lastName: 'Haidari', email: 'fatima.haidari@example.org' },
  { key: 'sione', firstName: 'Sione', lastName: 'Taufa', email: 'sione.taufa@example.org' },
  { key: 'ruby', firstName: 'Ruby', lastName: 'McAllister', email: 'ruby.mcallister@example.org' },
  { key: 'daniel', firstName: 'Daniel', lastName: 'Okafor', email: 'daniel.okafor@example.org' },
];
