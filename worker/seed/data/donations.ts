import type { CampaignSeed } from '../types';

/** Donors are fictional; some give twice with the same email address. */
export const campaignsSeed: CampaignSeed[] = [
  {
    title: 'A wheelchair-accessible community van',
    description:
      'Many of our members miss out on peer groups, events and appointments because accessible transport is unreliable or too expensive. We are raising funds to buy and fit out a wheelchair-accessible van with a rear ramp and space for two wheelchairs, driven by trained volunteers. The van will take members to our peer groups, community events and the Changing Places-equipped venues we use, especially in outer suburbs and regional areas where wheelchair taxis are hardest to book.',
    goal: '45000.00',
    status: 'active',
    endsInDays: 60,
    donations: [
      { amount: '250.00', donorName: 'Margaret Ellison', showName: true, email: 'margaret.ellison@example.org', daysAgo: 58 },
      { amount: '50.00', donorName: null, showName: false, email: 'quiet.supporter@example.org', daysAgo: 52 },
      {
        amount: '1000.00',
        donorName: 'Western Suburbs Rotary Friends',
        showName: true,
        email: 'treasurer.wsrf@example.org',
        daysAgo: 45,
      },
      { amount: '25.00', donorName: 'Hamish Tait', showName: false, email: 'hamish.tait@example.org', daysAgo: 33 },
      { amount: '100.00', donorName: null, showName: false, email: 'k.morrison@example.org', daysAgo: 21 },
      { amount: '250.00', donorName: 'Margaret Ellison', showName: true, email: 'margaret.ellison@example.org', daysAgo: 14 },
      { amount: '2.00', donorName: 'Oscar Lindqvist', showName: true, email: 'oscar.lindqvist@example.org', daysAgo: 6 },
      { amount: '500.00', donorName: 'Tamsin Clarke', showName: true, email: 'tamsin.clarke@example.org', daysAgo: 2 },
      { amount: '75.50', donorName: null, showName: false, email: 'anon.donor22@example.org', daysAgo: 0 },
    ],
  },
  {
    title: 'Auslan interpreting for our events',
    description:
      'Deaf members should be able to take part in every event we run, not just the ones where an interpreter happened to be available. This campaign funds qualified Auslan interpreters, including Deaf interpreters for complex sessions, at our peer groups, policy meetings, workshops and International Day of People with Disability celebrations for the next year.',
    goal: '18000.00',
    status: 'active',
    endsInDays: null,
    // A demo monthly donor: `npm run donations:advance` charges the next month.
    monthly: [{ amount: '20.00', donorName: 'Wren Halloran', showName: true, email: 'wren.halloran@example.org', payments: 3 }],
    donations: [
      { amount: '150.00', donorName: 'Bianca Moretti', showName: true, email: 'bianca.moretti@example.org', daysAgo: 40 },
      { amount: '30.00', donorName: null, showName: false, email: 'signing.friend@example.org', daysAgo: 29 },
      { amount: '500.00', donorName: 'Ruth Aldridge', showName: true, email: 'ruth.aldridge@example.org', daysAgo: 17 },
      { amount: '20.00', donorName: 'Teagan Moloney', showName: true, email: 'teagan.moloney@example.org', daysAgo: 9 },
      // Given twice by mistake and refunded: Donation Management's Payments shows it refunded.
      {
        amount: '20.00',
        donorName: 'Teagan Moloney',
        showName: true,
        email: 'teagan.moloney@example.org',
        daysAgo: 9,
        refundedDaysAgo: 8,
      },
      { amount: '150.00', donorName: 'Bianca Moretti', showName: true, email: 'bianca.moretti@example.org', daysAgo: 3 },
      { amount: '60.00', donorName: null, showName: false, email: 'j.peters@example.org', daysAgo: 1 },
    ],
  },
  {
    title: 'Free audiobook production',
    description:
      'Our volunteer narrators have recorded more than one hundred titles for the member audio library. This campaign paid for a second soundproofed recording booth, microphones, editing software and professional transcripts, so every new guide can be published in audio, text and Easy Read. Thank you to everyone who helped us reach the goal.',
    goal: '12000.00',
    status: 'completed',
    endsInDays: -20,
    donations: [
      { amount: '5000.00', donorName: 'The Featherstone Family', showName: true, email: 'featherstone.family@example.org', daysAgo: 120 },
      { amount: '40.00', donorName: 'Ngaire Walton', showName: true, email: 'ngaire.walton@example.org', daysAgo: 110 },
      { amount: '2500.00', donorName: null, showName: false, email: 'bookworm.benefactor@example.org', daysAgo: 96 },
      { amount: '120.00', donorName: 'Yasmin Farouk', showName: false, email: 'yasmin.farouk@example.org', daysAgo: 81 },
      { amount: '1500.00', donorName: 'Eastside Book Club', showName: true, email: 'eastside.bookclub@example.org', daysAgo: 66 },
      { amount: '15.00', donorName: 'Anthony Russo', showName: true, email: 'anthony.russo@example.org', daysAgo: 52 },
      { amount: '40.00', donorName: 'Ngaire Walton', showName: true, email: 'ngaire.walton@example.org', daysAgo: 41 },
      { amount: '2785.00', donorName: null, showName: false, email: 'library.friend@example.org', daysAgo: 22 },
    ],
  },
];
