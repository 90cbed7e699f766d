// Editorial content: blogs, advice, projects, inspiration and job offers, with block bodies.
export * from './blocks';
export * from './items';
