/** The organisation and its services, named once. */
export const site = {
  name: 'Equal Ground',
  founded: 2012,
  services: {
    news: 'News Feed',
    podcast: 'CripChat',
    library: 'Audio Book Library',
    community: 'Community',
  },
} as const;
