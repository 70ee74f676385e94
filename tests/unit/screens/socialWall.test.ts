import { describe, expect, it } from 'vitest';
import { wallsioEmbedUrl } from '@/screens/dashboard/WallsioEmbed';

describe('the Walls.io adapter', () => {
  it("turns a wall's URL into its embed: no background, no header", () => {
    expect(wallsioEmbedUrl('https://my.walls.io/guildhall')).toBe(
      'https://my.walls.io/guildhall?nobackground=1&show_header=0',
    );
    expect(wallsioEmbedUrl('https://walls.io/abc12')).toBe(
      'https://walls.io/abc12?nobackground=1&show_header=0',
    );
  });

  it("keeps the operator's own choices and other parameters", () => {
    expect(wallsioEmbedUrl('https://my.walls.io/guildhall?show_header=1&theme=fluid')).toBe(
      'https://my.walls.io/guildhall?show_header=1&theme=fluid&nobackground=1',
    );
  });

  it('frames any other URL as given', () => {
    expect(wallsioEmbedUrl('https://wall.example.com/embed?x=1')).toBe(
      'https://wall.example.com/embed?x=1',
    );
    expect(wallsioEmbedUrl('https://notwalls.io/x')).toBe('https://notwalls.io/x');
  });
});
