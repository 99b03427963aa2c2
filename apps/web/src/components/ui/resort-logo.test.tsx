import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResortLogo, resortOf } from './resort-logo.tsx';

describe('resortOf', () => {
  it('knows the six resorts by exact name, in any case', () => {
    expect(resortOf('The Estates')).toBe('The Estates');
    expect(resortOf('the grand mayan')).toBe('The Grand Mayan');
    expect(resortOf(' Sea Garden ')).toBe('Sea Garden');
    expect(resortOf('MAYAN PALACE')).toBe('Mayan Palace');
  });

  it('finds a resort inside a longer name', () => {
    expect(resortOf('Grand Luxxe Nuevo Vallarta')).toBe('Grand Luxxe');
    expect(resortOf('The Grand Bliss Riviera Maya')).toBe('The Grand Bliss');
    expect(resortOf('Mayan Palace Acapulco')).toBe('Mayan Palace');
  });

  it('falls back to Grand Luxxe', () => {
    expect(resortOf(null)).toBe('Grand Luxxe');
    expect(resortOf('')).toBe('Grand Luxxe');
    expect(resortOf('Somewhere Else')).toBe('Grand Luxxe');
  });
});

describe('ResortLogo', () => {
  it('is an image named by the resort', () => {
    render(<ResortLogo resort="Sea Garden" />);
    expect(screen.getByRole('img', { name: 'Sea Garden' })).toBeTruthy();
  });

  it('names the default logo Grand Luxxe', () => {
    render(<ResortLogo resort="Unknown Resort" tone="light" size="small" />);
    expect(screen.getByRole('img', { name: 'Grand Luxxe' })).toBeTruthy();
  });
});
