import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const boundariesPath = process.env.LGA_BOUNDARIES ?? path.resolve(repoRoot, '../shared/data/ogun-lgas.geojson');
