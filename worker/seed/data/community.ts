import type { PostSeed } from '../types';

/** Joins paragraphs of a longer post with a blank line. */
const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/**
 * Demo forum posts by the demo members (keys from ./members). Comments are by other members
 * (or the demo member, by address), in order (`replyTo` names an earlier one it answers), and never later than now (hoursAfterPost < hoursAgo).
 */
export const postsSeed: PostSeed[] = [
  // General Discussion
  {
    author: 'aisha',
    title: 'What is your go-to comfort show after a long week?',
    content:
      'This week has been a lot (three appointments, one plan review phone call, and my neighbour started renovating). I am planning to spend the weekend under a weighted blanket rewatching Bluey. What do you watch when your brain is full? Bonus points if it has good captions.',
    category: 'General Discussion',
    tags: ['Chat', 'TV'],
    hoursAgo: 20,
    likedBy: ['mei', 'priya', 'liam', 'ruby', 'kirra'],
    comments: [
      {
        author: 'ruby',
        content: 'Gardening Australia, every time. Calm voices, plants, nobody yelling. The captions are good too.',
        hoursAfterPost: 1,
      },
      {
        author: 'liam',
        content: 'Audio described nature documentaries for me. Falling asleep to someone describing a sloth is peak relaxation.',
        hoursAfterPost: 3,
      },
      {
        author: 'mei',
        content: 'Bluey is a solid choice! I rewatch old Aussie cooking shows. Captions on, volume off, snacks within reach.',
        hoursAfterPost: 6,
      },
      { author: 'giorgos', content: 'My grandkids got me into Bluey too. I pretend it is for them.', hoursAfterPost: 14 },
      {
        author: 'member@example.org',
        content: 'Gardening Australia is my pick too. Costa could read me the phone book.',
        hoursAfterPost: 15,
        replyTo: 0,
      },
      { author: 'ruby', content: 'Ha! He really could. The episode on sensory gardens is a good one.', hoursAfterPost: 16, replyTo: 4 },
      {
        author: 'mei',
        content: 'Which sloth documentary? Please share the one with the best describer.',
        hoursAfterPost: 17,
        replyTo: 1,
      },
    ],
    // The demo member last read it at their own reply: the two after it are new to them.
    readUpTo: { 'member@example.org': 4 },
  },
  {
    author: 'giorgos',
    title: 'Hello from a 71-year-old newcomer',
    content: p(
      'Hello everyone. My name is Giorgos, I am 71 and I live in Oakleigh in Melbourne. My granddaughter set up this account for me, so please forgive any mistakes.',
      'I had polio as a boy in Greece, before we came to Australia in 1962. I walked with callipers and crutches for most of my life, but in the last ten years post-polio syndrome has caught up with me and now I use a wheelchair most of the time. It has been a big change. I was a builder for forty years and I am not used to asking for help.',
      'I am not on the NDIS because I was over 65 when I needed more support, so I get help through My Aged Care. It works, mostly, but it does not always understand disability.',
      'I am hoping to meet other people who became disabled later in life, or whose disability changed as they got older. Also, if anyone knows a good wheelchair repair place in the south-east suburbs, please tell me.',
    ),
    category: 'General Discussion',
    tags: ['Introductions', 'Ageing'],
    hoursAgo: 300,
    likedBy: ['aisha', 'jarrah', 'priya', 'thanh', 'kirra', 'sione', 'ruby', 'daniel'],
    comments: [
      { author: 'ruby', content: 'Welcome Giorgos! Your granddaughter did a great job. Lovely to have you here.', hoursAfterPost: 2 },
      {
        author: 'sione',
        content:
          'Welcome mate. Becoming a wheelchair user as an adult is a big adjustment, I was 23 when it happened to me. It does get easier. Ask anything.',
        hoursAfterPost: 5,
      },
      {
        author: 'thanh',
        content:
          'My dad is also post-polio and in his seventies. The gap between aged care and disability support is real. An independent advocate helped us a lot, and it did not cost anything.',
        hoursAfterPost: 9,
      },
      { author: 'priya', content: 'Welcome! Asking for help is a skill, and you will get better at it. I promise.', hoursAfterPost: 20 },
      {
        author: 'daniel',
        content:
          'Hi Giorgos. Not in Melbourne myself, but try asking in the Support category about wheelchair repairers. People here know everything.',
        hoursAfterPost: 31,
      },
    ],
  },
  {
    author: 'ruby',
    title: 'Keeping warm without wrecking the power bill',
    content:
      'Hobart winter is here and my body does not regulate temperature well. Last year my power bill nearly made me cry. Has anyone had luck with the medical heating and cooling concessions, heated throws, or anything else that actually helps? I already have a very good dressing gown.',
    category: 'General Discussion',
    tags: ['Cost of Living', 'Winter'],
    hoursAgo: 610,
    likedBy: ['giorgos', 'priya'],
    comments: [],
  },
  // Advocacy
  {
    author: 'jarrah',
    title: 'Got the council to fix the kerb ramps on my street. Here is how.',
    content: p(
      'For two years I could not get from my place to the shops without going on the road, because the kerb ramp at the end of my street was cracked and had a 5 cm lip. Tipped out of my chair once. Finally got it fixed last month, so I thought I would share what worked in case it helps someone else.',
      '1. I took photos with a tape measure in them, and wrote down exactly where each problem was.',
      '2. I reported it through the council website AND emailed my ward councillor directly. The online report alone went nowhere.',
      '3. I explained the impact in one sentence: I have to use the road in my wheelchair to get to the chemist. Keep it short.',
      '4. I mentioned the Disability Discrimination Act and the council’s own Disability Inclusion Action Plan. Most councils have one. Read it and quote it back to them.',
      '5. I followed up every two weeks. Politely. Relentlessly.',
      'The councillor came out to have a look, and once they saw it they fast-tracked it. They also fixed two other ramps nearby. Happy to help anyone write their own email.',
    ),
    category: 'Advocacy',
    tags: ['Access', 'Local Council', 'Wins'],
    hoursAgo: 150,
    likedBy: ['aisha', 'mei', 'liam', 'giorgos', 'fatima', 'sione', 'ruby', 'daniel', 'kirra'],
    comments: [
      { author: 'sione', content: 'Legend. The photo with the tape measure is such a good tip.', hoursAfterPost: 2 },
      {
        author: 'daniel',
        content: 'Saving this. Our council has a Disability Inclusion Action Plan too and I had no idea.',
        hoursAfterPost: 7,
      },
      {
        author: 'giorgos',
        content: 'As a retired builder: a 5 cm lip is not a ramp, it is a trap. Good on you for pushing.',
        hoursAfterPost: 26,
      },
    ],
  },
  {
    author: 'mei',
    title: 'Hospital did not book an interpreter again. What worked for you?',
    content:
      'Took my mum (who is also Deaf) to outpatients yesterday. We told them twice we needed an Auslan interpreter, and there was nobody there. They offered to write notes. For a medication change! We rescheduled, but it is the third time this year. Has anyone had success making a formal complaint to a hospital? Who did you send it to?',
    category: 'Advocacy',
    tags: ['Auslan', 'Health', 'Complaints'],
    hoursAgo: 48,
    likedBy: ['ruby', 'aisha', 'fatima', 'kirra'],
    comments: [
      {
        author: 'ruby',
        content:
          'Ask for the Patient Liaison Officer (sometimes called consumer liaison). Put it in writing, include dates, and ask what they will change. That got a response for me.',
        hoursAfterPost: 1,
      },
      {
        author: 'fatima',
        content: 'This happens to my family with Dari interpreters too. So frustrating. I hope you get answers.',
        hoursAfterPost: 4,
      },
      {
        author: 'kirra',
        content:
          'If the hospital does not fix it, every state has a health complaints commissioner. It is free. Mention that the same thing has happened three times, patterns get attention.',
        hoursAfterPost: 9,
      },
      { author: 'aisha', content: 'Sending support. Writing notes for a medication change is not okay.', hoursAfterPost: 22 },
    ],
  },
  {
    author: 'daniel',
    title: 'Writing to your MP about Royal Commission reforms: a simple template',
    content: p(
      'A few people at the last branch meeting asked how to write to their local MP about the Disability Royal Commission recommendations. Here is the structure I use. You can find your federal MP at https://www.aph.gov.au (search for Senators and Members).',
      'Paragraph 1: who you are and that you live in their electorate.',
      'Paragraph 2: the one recommendation or issue you care most about, in your own words.',
      'Paragraph 3: a short personal story about why it matters.',
      'Paragraph 4: a clear ask. For example: will you ask the Minister for a public timeline for implementing this recommendation? Please reply in writing.',
      'Keep it to one page. A personal letter beats a form letter every time.',
    ),
    category: 'Advocacy',
    tags: ['Royal Commission', 'Letters', 'How-to'],
    hoursAgo: 700,
    likedBy: ['jarrah', 'kirra', 'thanh'],
    comments: [
      {
        author: 'kirra',
        content: 'Used this, got a reply in three weeks. Not a great reply, but a reply! Following up now.',
        hoursAfterPost: 96,
      },
      { author: 'thanh', content: 'Thank you. I always freeze when I try to write these.', hoursAfterPost: 140 },
    ],
  },
  // Employment
  {
    author: 'fatima',
    title: 'First job interview in Australia. Should I mention my low vision?',
    content:
      'I have an interview next week for an IT help desk role. I have low vision and use screen magnification and a large monitor. I came to Australia four years ago and this is my first interview here. Should I tell them about my vision at the interview, or wait until I get the job? I am worried they will think I cannot do it.',
    category: 'Employment',
    tags: ['Interviews', 'Disclosure', 'Low Vision'],
    hoursAgo: 30,
    likedBy: ['daniel', 'liam', 'aisha', 'priya', 'mei', 'ruby'],
    comments: [
      {
        author: 'daniel',
        content:
          'Congrats on the interview! It is your choice. I usually mention it once I know what tech they use, framed as: I use magnification software and a large monitor, and I work fast with them. Confident and practical.',
        hoursAfterPost: 2,
      },
      {
        author: 'liam',
        content:
          'You can also ask for adjustments for the interview itself, like a printed copy of any test in large print. That is a normal request.',
        hoursAfterPost: 4,
      },
      {
        author: 'ruby',
        content:
          'The Employment Assistance Fund through JobAccess can pay for the monitor and software, so it costs the employer nothing. Worth mentioning if they look nervous.',
        hoursAfterPost: 8,
      },
      { author: 'aisha', content: 'Good luck Fatima! Help desk people who understand accessibility are gold.', hoursAfterPost: 12 },
      { author: 'mei', content: 'There is a guide in the library called Disclosure at Work. Short and helpful.', hoursAfterPost: 25 },
    ],
  },
  {
    author: 'sione',
    title: 'The Employment Assistance Fund came through for my desk setup',
    content:
      'Quick win to share. I started a new job in logistics admin in March and the desks were way too low for my chair. Applied to the Employment Assistance Fund through JobAccess, an assessor came out, and six weeks later I have a height-adjustable desk, a better keyboard and a door opener on the office entrance. My boss did not even know this existed. Tell your employers!',
    category: 'Employment',
    tags: ['Workplace', 'EAF', 'Wins'],
    hoursAgo: 400,
    likedBy: ['jarrah', 'fatima', 'daniel'],
    comments: [
      { author: 'jarrah', content: 'Six weeks is pretty good! Did you apply yourself or did your employer?', hoursAfterPost: 5 },
      { author: 'giorgos', content: 'Very good news. A door opener helps everybody, not just you.', hoursAfterPost: 30 },
    ],
  },
  {
    author: 'kirra',
    title: 'Peer work as a career: anyone else doing it?',
    content:
      'I have been working as a mental health peer worker for two years, using my lived experience of bipolar disorder to support others. I love it, but it can be heavy and the pay is not great. I am thinking about doing the Certificate IV in Mental Health Peer Work properly. Anyone else in peer work, disability or mental health, want to compare notes?',
    category: 'Employment',
    tags: ['Peer Work', 'Mental Health', 'Careers'],
    hoursAgo: 820,
    likedBy: ['aisha', 'thanh'],
    comments: [],
  },
  // Education
  {
    author: 'liam',
    title: 'Exam adjustments at uni: extra time or rest breaks?',
    content:
      'Second year at uni in Adelaide. I am blind and have extra time in exams, but I get really fatigued by the end using a screen reader for three hours straight. Has anyone asked for rest breaks instead of (or as well as) extra time? How did you explain it to the disability service?',
    category: 'Education',
    tags: ['University', 'Exams', 'Adjustments'],
    hoursAgo: 90,
    likedBy: ['fatima', 'daniel', 'ruby'],
    comments: [
      {
        author: 'ruby',
        content:
          'I am a teacher and rest breaks are a totally standard adjustment. Explain it exactly like you did here: screen reader fatigue reduces accuracy after a certain time.',
        hoursAfterPost: 3,
      },
      {
        author: 'daniel',
        content:
          'I had both at uni, extra time plus 10 minutes rest per hour. Ask your access adviser to update your plan before the exam timetable comes out.',
        hoursAfterPost: 6,
      },
      {
        author: 'aisha',
        content:
          'Also ask about a separate room if you are not already in one, so you can use speech output without headphones squeezing your head for hours.',
        hoursAfterPost: 30,
      },
    ],
  },
  {
    author: 'priya',
    title: 'School keeps sending my daughter home early. What are our rights?',
    content: p(
      'My daughter is in Year 2 and has autism and a language disorder. Three or four times a week the school rings me at lunchtime and asks me to collect her because she is dysregulated. I work part-time and I have lupus, so I am not always well enough to drive over at short notice, and I have used all my leave.',
      'The school says they do not have enough aide time. There is no written plan about this. Nobody calls it a suspension, but she is missing half of her school week.',
      'I have read a bit about the Disability Standards for Education and it sounds like the school should be making adjustments, not sending her home. Has anyone been through this? What did you ask for, and who did you go to when the school would not budge? I am exhausted and I do not want to become the difficult parent, but I think I have to.',
    ),
    category: 'Education',
    tags: ['School', 'Autism', 'Rights'],
    hoursAgo: 220,
    likedBy: ['thanh', 'ruby', 'aisha', 'kirra', 'mei', 'fatima', 'giorgos'],
    comments: [
      {
        author: 'ruby',
        content:
          'Teacher here. Ask for a meeting and ask for a written individual support plan with specific adjustments, such as a quiet space, a regulation break schedule and a trained aide. Ask that any early pick-up be recorded. Informal send-homes are a known problem.',
        hoursAfterPost: 2,
      },
      {
        author: 'aisha',
        content: 'As an autistic adult, being sent home taught me that school did not want me. You are not difficult. You are advocating.',
        hoursAfterPost: 5,
      },
      {
        author: 'thanh',
        content:
          'We had this with my brother years ago. An education advocate came to the meeting with us and everything changed. Your state’s disability advocacy service can help for free.',
        hoursAfterPost: 11,
      },
      {
        author: 'kirra',
        content: 'Keep a log of every call: date, time, who called, reason given. It makes the pattern impossible to ignore.',
        hoursAfterPost: 27,
      },
      {
        author: 'mei',
        content: 'The library has a guide on the Disability Standards for Education for families. Might help you feel confident going in.',
        hoursAfterPost: 50,
      },
    ],
  },
  {
    author: 'ruby',
    title: 'Free resources for teaching Auslan basics in primary school',
    content:
      'I am putting together a short Auslan unit for my Year 4 class (with guidance from a Deaf educator, of course). The Auslan Signbank at https://auslan.org.au has been brilliant for checking signs, and it includes regional variations. Any other resources, especially made by Deaf people, that you would recommend?',
    category: 'Education',
    tags: ['Auslan', 'Teaching', 'Resources'],
    hoursAgo: 530,
    likedBy: ['mei', 'aisha'],
    comments: [],
  },
  // Technology
  {
    author: 'daniel',
    title: 'NVDA and VoiceOver quirks every web developer should test',
    content: p(
      'I build websites for a living and I have cerebral palsy, so accessibility is personal for me. Lately I have been doing a lot of screen reader testing with members, and I wanted to share a few things I learned, in case other devs or tinkerers are here.',
      'NVDA is free for Windows (https://www.nvaccess.org), and VoiceOver is built into Macs and iPhones. Test with both, because they behave differently. For example, some custom dropdowns work fine in one and are silent in the other.',
      'Things that broke most often in our testing: buttons with only an icon and no label, error messages that appeared visually but were never announced, and modal dialogs that let focus escape behind them.',
      'Biggest lesson: automated checkers found maybe a third of the problems. Sitting next to a real screen reader user for an hour found the rest. Pay your testers!',
      'Happy to answer questions if anyone is learning.',
    ),
    category: 'Technology',
    tags: ['Screen Readers', 'Web Accessibility', 'Testing'],
    hoursAgo: 6,
    likedBy: ['liam', 'fatima', 'mei'],
    comments: [
      {
        author: 'liam',
        content: 'As one of those testers: thank you for actually paying us. And yes, unlabelled buttons are my nemesis.',
        hoursAfterPost: 2,
      },
      {
        author: 'fatima',
        content: 'Very useful. I use magnification, and focus jumping off screen is my biggest problem. Please add that to the list!',
        hoursAfterPost: 4,
      },
    ],
  },
  {
    author: 'giorgos',
    title: 'Smart speaker for someone who is not techy?',
    content:
      'My occupational therapist suggested a smart speaker so I can turn lights on and off and call my daughter without getting up. I am not good with technology. Which one is easiest, and do I need special light bulbs? My grandson will help me set it up.',
    category: 'Technology',
    tags: ['Smart Home', 'Beginners'],
    hoursAgo: 260,
    likedBy: ['daniel', 'sione', 'priya'],
    comments: [
      {
        author: 'daniel',
        content:
          'Any of the big brands will work. You can use smart plugs for lamps instead of special bulbs, which is cheaper. Ask your grandson to name each light something simple like lounge lamp.',
        hoursAfterPost: 2,
      },
      {
        author: 'sione',
        content: 'I use one for everything. Tip: set up calling to your daughter first so you can practise with something useful.',
        hoursAfterPost: 8,
      },
      { author: 'priya', content: 'Ask your OT if the NDIS or My Aged Care can cover it as low-cost assistive tech.', hoursAfterPost: 24 },
      {
        author: 'liam',
        content: 'The Smart Homes on a Budget audiobook in the library is a good listen before you buy.',
        hoursAfterPost: 40,
      },
    ],
  },
  {
    author: 'liam',
    title: 'Apps that read printed mail: which do you use?',
    content:
      'Centrelink and the bank still insist on sending me paper letters. I have been using my phone camera with an AI describer app, but it sometimes gets numbers wrong, which is scary for bills. What are other blind and low vision folks using? Any tips for getting agencies to send accessible formats instead?',
    category: 'Technology',
    tags: ['Blind and Low Vision', 'Apps'],
    hoursAgo: 880,
    likedBy: ['fatima'],
    comments: [],
  },
  // Health & Wellness
  {
    author: 'priya',
    title: 'Pacing on a flare day: my checklist',
    content:
      'Lupus flare this week, so I made myself a flare-day checklist and thought it might help someone. 1. Cancel anything that can be cancelled, without guilt. 2. Pre-made meals from the freezer. 3. Heat pack, water and meds on the bedside table. 4. One tiny joyful thing (today it was a podcast). 5. Text one person so someone knows how I am. What is on yours?',
    category: 'Health & Wellness',
    tags: ['Chronic Illness', 'Pacing'],
    hoursAgo: 12,
    likedBy: ['kirra', 'aisha', 'ruby', 'thanh'],
    comments: [
      { author: 'kirra', content: 'Number 5 is so important. Mine is a fresh pillowcase. Small luxury.', hoursAfterPost: 1 },
      { author: 'aisha', content: 'Saving this. Adding: turn off notifications for everything except two people.', hoursAfterPost: 3 },
      { author: 'ruby', content: 'Hope the flare settles soon Priya. My list includes letting the dishes wait.', hoursAfterPost: 8 },
    ],
  },
  {
    author: 'kirra',
    title: 'Hydrotherapy pool closing for renovations: alternatives in Perth?',
    content:
      'My local hydro pool is closing for six months for renovations. Warm water is the only exercise that does not wreck my joints. Does anyone know of other heated pools in the northern suburbs with a hoist or ramp and accessible change rooms?',
    category: 'Health & Wellness',
    tags: ['Hydrotherapy', 'Perth', 'Exercise'],
    hoursAgo: 340,
    likedBy: ['priya', 'sione'],
    comments: [
      {
        author: 'sione',
        content: 'Not in Perth sorry, but ask your physio. They often know which pools have private sessions.',
        hoursAfterPost: 10,
      },
      {
        author: 'priya',
        content: 'Some private hospitals let community members book their hydro pools. Worth a call!',
        hoursAfterPost: 36,
      },
    ],
  },
  {
    author: 'aisha',
    title: 'Surgery and recovery as an autistic person: what I wish I had known',
    content: p(
      'I had abdominal surgery two months ago, and the hospital part was really hard for me as an autistic person. Not the surgery itself, but everything around it: noise, light, people touching me without warning, and being asked the same questions over and over when I was in pain and could not find words.',
      'Things I wish I had done: asked for a hospital passport or communication profile to put on my file (some hospitals have a template); brought my noise-cancelling headphones and sunglasses to pre-op; asked for a single room in advance; and written down my pain in numbers and words on a card, so I could point instead of speak.',
      'Things that helped: one nurse explained every step before she did it. I cried when she went off shift. If you work in health, please be that nurse.',
      'If you have surgery coming up and want to talk it through, message me. It is okay to ask for what you need.',
    ),
    category: 'Health & Wellness',
    tags: ['Autism', 'Hospital', 'Recovery'],
    contentWarning: 'Discusses medical trauma',
    hoursAgo: 480,
    likedBy: ['priya', 'kirra', 'mei', 'ruby', 'liam', 'thanh'],
    comments: [
      {
        author: 'kirra',
        content: 'Thank you for writing this. The communication card idea is brilliant, I am stealing it for my next admission.',
        hoursAfterPost: 3,
      },
      { author: 'priya', content: 'Hospitals are hard even without sensory stuff. Glad you had that nurse.', hoursAfterPost: 9 },
      { author: 'ruby', content: 'Sharing this with my sister who is a nurse. Thank you, Aisha.', hoursAfterPost: 48 },
    ],
  },
  // Support
  {
    author: 'thanh',
    title: 'Carer burnout: I think I have hit the wall',
    content: p(
      'I have been caring for my younger brother, who has an intellectual disability and epilepsy, since Mum passed away two years ago. I also work four days a week. This month his usual support worker left, the replacement keeps cancelling, and he has had more seizures than usual. I have not slept properly in weeks.',
      'Yesterday I sat in the car outside work and could not make myself go in. I am not in danger, but I feel flat and hopeless, and I snap at people I love. I do not want my brother to go anywhere. I just need a break.',
      'I called Carer Gateway today (1800 422 737, or https://www.carergateway.gov.au) and they are arranging a call with a counsellor. Has anyone used their emergency respite? And how do you ask the NDIS for more support when you are already running on empty?',
    ),
    category: 'Support',
    tags: ['Carers', 'Burnout', 'Respite'],
    contentWarning: 'Discusses carer burnout and low mood',
    hoursAgo: 70,
    likedBy: ['priya', 'kirra', 'giorgos', 'ruby', 'aisha', 'mei', 'sione'],
    comments: [
      {
        author: 'kirra',
        content:
          'Thanh, thank you for reaching out. Calling Carer Gateway was a strong first step. If things get darker, Lifeline is 13 11 14, any time.',
        hoursAfterPost: 1,
      },
      {
        author: 'priya',
        content:
          'Ask the support coordinator for a change of circumstances review. Carer stress is a valid reason. Write down how many hours of care you are doing unpaid each week.',
        hoursAfterPost: 3,
      },
      {
        author: 'giorgos',
        content:
          'My wife cared for me for many years before we got help. She always said she waited too long to ask. You are not waiting too long. Good on you.',
        hoursAfterPost: 8,
      },
      {
        author: 'ruby',
        content:
          'I used Carer Gateway emergency respite when my dad was unwell. They arranged someone within two days. Hope it is the same for you.',
        hoursAfterPost: 15,
      },
      { author: 'sione', content: 'Checking in, mate. How are you going today?', hoursAfterPost: 40 },
    ],
  },
  {
    author: 'jarrah',
    title: 'Wheelchair repair taking seven weeks. What can I do?',
    content:
      'My power chair has been at the repairer for seven weeks waiting on a part. The loan chair does not fit me properly and my pressure areas are starting to suffer. I live in Moree so there is only one repairer within three hours. Any ideas for speeding this up or getting a better loan chair?',
    category: 'Support',
    tags: ['Wheelchairs', 'Repairs', 'Regional'],
    hoursAgo: 110,
    likedBy: ['sione', 'giorgos', 'daniel', 'liam'],
    comments: [
      {
        author: 'sione',
        content:
          'Pressure areas are a health issue, so tell your GP and your OT today. Your OT can push the supplier and back an urgent request.',
        hoursAfterPost: 1,
      },
      {
        author: 'daniel',
        content:
          'Ask the repairer for the part number and ask the manufacturer directly when it will ship. Sometimes a part is sitting in another state.',
        hoursAfterPost: 5,
      },
      {
        author: 'giorgos',
        content: 'Mine took five weeks last year. I rang every Monday morning. They started to recognise my voice!',
        hoursAfterPost: 20,
      },
      {
        author: 'kirra',
        content: 'You can also ask your support coordinator about funding for a better-fitting hire chair while you wait.',
        hoursAfterPost: 44,
      },
    ],
  },
  {
    author: 'fatima',
    title: 'Disability support in Dari or Persian?',
    content:
      'My uncle recently arrived in Adelaide and has a spinal cord injury. He speaks Dari and a little English. Does anyone know disability services, advocates or support groups that have Dari or Persian speaking staff? The free Translating and Interpreting Service helps, but he would feel more comfortable with someone from our community.',
    category: 'Support',
    tags: ['Multicultural', 'Languages', 'Adelaide'],
    hoursAgo: 640,
    likedBy: ['aisha', 'thanh', 'mei'],
    comments: [
      {
        author: 'thanh',
        content:
          'Try the multicultural disability advocacy services in your state. They helped my family find Vietnamese speaking workers.',
        hoursAfterPost: 12,
      },
      {
        author: 'aisha',
        content: 'Migrant resource centres often know the local community workers too. Welcome to your uncle.',
        hoursAfterPost: 50,
      },
    ],
  },
  // Events
  {
    author: 'mei',
    title: 'Auslan storytime this Saturday at the library',
    content:
      'Our bilingual Auslan and English storytime is on again this Saturday at 10.30am. Stories, songs, a mini Auslan lesson at the end, and the library has promised to turn the heating on this time. Free, no booking needed, all families welcome, Deaf and hearing. The entrance is step-free and there is an accessible toilet near the children’s section.',
    category: 'Events',
    tags: ['Auslan', 'Families', 'Free'],
    hoursAgo: 26,
    likedBy: ['ruby', 'priya', 'aisha'],
    comments: [
      { author: 'ruby', content: 'Bringing my niece! She has been practising her animal signs all week.', hoursAfterPost: 4 },
      { author: 'priya', content: 'My daughter loved it last time. See you there!', hoursAfterPost: 10 },
    ],
  },
  {
    author: 'sione',
    title: 'Come and try wheelchair rugby: first Sunday of the month',
    content:
      'Our club in Logan runs free come-and-try sessions on the first Sunday of every month from 1pm. Loan chairs, gloves and coaches provided. You do not need to be sporty, you just need to be okay with a bit of crashing. Parents and carers welcome to watch. Message me if you have questions about whether it suits your impairment.',
    category: 'Events',
    tags: ['Sport', 'Wheelchair Rugby', 'Brisbane'],
    hoursAgo: 180,
    likedBy: ['jarrah', 'daniel', 'liam', 'giorgos'],
    comments: [
      { author: 'jarrah', content: 'If I am ever in Brisbane I am coming. We need a club out west.', hoursAfterPost: 6 },
      { author: 'daniel', content: 'I have CP and limited hand function. Is there a role for someone like me?', hoursAfterPost: 20 },
      { author: 'giorgos', content: 'I watched this on television once. You are all mad. I love it.', hoursAfterPost: 72 },
    ],
  },
  {
    author: 'ruby',
    title: 'International Day of People with Disability: what is your town planning?',
    content:
      'International Day of People with Disability is on 3 December every year. Our council in Hobart is asking for ideas for events this year. So far we have a picnic with an accessible stage and a film screening with captions and audio description. What has worked well in your town? What would you actually want to go to?',
    category: 'Events',
    tags: ['IDPwD', 'Community', 'Ideas'],
    hoursAgo: 760,
    likedBy: ['daniel', 'mei'],
    comments: [],
  },
  // Policy & Legislation
  {
    author: 'daniel',
    title: 'Plain-English notes on the NDIS supports lists',
    content: p(
      'A few people have asked what the NDIS supports lists actually are, so here is my plain-English understanding. I am not a lawyer, so please check the NDIS website or talk to an advocate about your situation.',
      'Changes to the NDIS Act in 2024 introduced lists that set out which supports the NDIS can fund and which it cannot. They started in October 2024. Things on the cannot-fund list include everyday living costs that everyone has, such as groceries, rent and standard household items, and supports that are the responsibility of other systems such as health and education.',
      'There is a process where, in some cases, you can ask for a replacement support, meaning something not normally fundable that replaces a more expensive support on the list. Ask your planner or plan manager about it.',
      'My advice: before you buy something with your plan, check it is not on the cannot-fund list, and keep a note of how it relates to your disability and your goals. If you get told something is not allowed and you disagree, ask for the decision in writing.',
    ),
    category: 'Policy & Legislation',
    tags: ['NDIS', 'Explainer'],
    hoursAgo: 40,
    likedBy: ['jarrah', 'priya', 'thanh', 'kirra', 'sione'],
    comments: [
      { author: 'priya', content: 'This is clearer than anything I got from my planner. Thanks Daniel.', hoursAfterPost: 2 },
      {
        author: 'thanh',
        content: 'Does anyone know if continence products are still fine? I assume yes but I panic about everything now.',
        hoursAfterPost: 6,
      },
      {
        author: 'kirra',
        content:
          'Thanh, my understanding is yes, disability-related continence supports can still be funded. But check with your plan manager to be safe.',
        hoursAfterPost: 9,
      },
    ],
  },
  {
    author: 'kirra',
    title: 'Did anyone make a submission on foundational supports?',
    content:
      'The consultation on foundational supports got my attention because so many people with psychosocial disability are not on the NDIS. I wrote a short submission about peer support and early help. Did anyone else write one? I would love to hear what others said, and whether we should do a joint one next time.',
    category: 'Policy & Legislation',
    tags: ['Foundational Supports', 'Submissions'],
    hoursAgo: 290,
    likedBy: ['daniel', 'aisha'],
    comments: [
      { author: 'daniel', content: 'I did one on accessible information. Keen for a joint submission next time.', hoursAfterPost: 15 },
      {
        author: 'aisha',
        content: 'I wanted to but ran out of energy. A joint submission would make it easier for people like me to contribute.',
        hoursAfterPost: 60,
      },
    ],
  },
  {
    author: 'giorgos',
    title: 'When is the next Disability Support Pension increase?',
    content:
      'My neighbour says the pension goes up twice a year. Is that true for the Disability Support Pension? Every dollar counts with the electricity bills this year.',
    category: 'Policy & Legislation',
    tags: ['DSP', 'Centrelink', 'Money'],
    hoursAgo: 580,
    likedBy: ['ruby'],
    comments: [
      {
        author: 'thanh',
        content:
          'Yes, pensions including the DSP are indexed twice a year, in March and September. The amount depends on prices and wages.',
        hoursAfterPost: 3,
      },
      {
        author: 'ruby',
        content: 'Services Australia publishes the new rates on their website just before each change.',
        hoursAfterPost: 10,
      },
      {
        author: 'priya',
        content: 'Also check the energy concessions for your state, they helped me more than the indexation.',
        hoursAfterPost: 28,
      },
    ],
  },
  // Personal Stories
  {
    author: 'jarrah',
    title: 'Back on country for the first time since the accident',
    content: p(
      'Three years ago I was in a car accident and woke up in hospital in Sydney, a long way from home, with a spinal cord injury. For a long time I thought I would never get back out to my grandmother’s country. Too far, too rough, no accessible anything.',
      'This weekend my cousins and my uncle made it happen. They borrowed a four-wheel drive with a swivel seat, built a little ramp out of timber, and carried my chair over the rough bits. We sat by the river and my uncle told stories I had not heard since I was a kid.',
      'I am not going to pretend the last three years have been easy. But sitting there, I felt like myself again.',
      'To the mob who read this forum: it is possible. Ask your family. Ask your support coordinator about funding for the gear. It took a lot of planning, and it was worth every bit of it.',
    ),
    category: 'Personal Stories',
    tags: ['First Nations', 'Family', 'Spinal Cord Injury'],
    hoursAgo: 3,
    likedBy: ['kirra', 'sione', 'aisha', 'mei'],
    comments: [
      { author: 'kirra', content: 'This made me cry on the bus. So happy for you, Jarrah.', hoursAfterPost: 1 },
      { author: 'sione', content: 'Family that builds you a ramp out of timber is family for life. Love this.', hoursAfterPost: 2 },
    ],
  },
  {
    author: 'mei',
    title: 'The day my hearing family learnt Auslan for my wedding',
    content:
      'When I got engaged, my parents quietly started Auslan classes without telling me. At the wedding, my dad gave his whole speech in Auslan, slowly, with a few mistakes, while my brother voiced it in English and Cantonese. The Deaf guests were crying. I was crying. Even the celebrant was crying. Twenty-nine years of writing notes at the dinner table, and then this. Families, it is never too late.',
    category: 'Personal Stories',
    tags: ['Auslan', 'Family', 'Deaf Community'],
    hoursAgo: 420,
    likedBy: ['ruby', 'aisha', 'priya', 'fatima', 'thanh', 'giorgos', 'liam', 'daniel', 'kirra'],
    comments: [
      { author: 'ruby', content: 'I am not crying, you are crying. What a gift.', hoursAfterPost: 1 },
      { author: 'fatima', content: 'Beautiful. Auslan, English and Cantonese in one speech, that is so Australian.', hoursAfterPost: 5 },
      { author: 'giorgos', content: 'Your father is a good man. Congratulations to you both.', hoursAfterPost: 18 },
      { author: 'liam', content: 'This is the best thing I have read all week.', hoursAfterPost: 33 },
    ],
  },
  {
    author: 'liam',
    title: 'Ten years with my guide dog Juno. She retires next month.',
    content:
      'Juno has guided me through high school, my first job, two share houses and most of a uni degree. She is eleven now, greying around the muzzle, and slowing down, so next month she retires and goes to live with my parents (where she will be spoilt rotten). I am getting matched with a new dog soon. I am excited and also a bit heartbroken. Handlers, how did you cope with retiring your first dog?',
    category: 'Personal Stories',
    tags: ['Guide Dogs', 'Blind and Low Vision'],
    hoursAgo: 130,
    likedBy: ['fatima', 'mei', 'ruby', 'aisha', 'daniel', 'sione'],
    comments: [
      { author: 'fatima', content: 'Juno sounds like a legend. Happy retirement Juno!', hoursAfterPost: 2 },
      { author: 'aisha', content: 'Heartbroken and excited at the same time is allowed. Sending love to you both.', hoursAfterPost: 4 },
      { author: 'mei', content: 'She gets to live with grandparents. Best retirement plan ever.', hoursAfterPost: 9 },
      {
        author: 'ruby',
        content: 'A friend of mine said the second dog was different, not better or worse. Give yourselves time.',
        hoursAfterPost: 26,
      },
      { author: 'daniel', content: 'Please post a photo of Juno in retirement, with alt text of course.', hoursAfterPost: 60 },
    ],
  },
];
