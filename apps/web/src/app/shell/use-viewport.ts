import { useEffect, useState } from 'react';

export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** True once the page has scrolled `threshold` pixels or more (the header's scrolled look). */
export function useScrolled(threshold = 60): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY >= threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
