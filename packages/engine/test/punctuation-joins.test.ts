import { describe, expect, it } from 'vitest';
import { openingCommas } from '../src/grammar/commas/opening-commas';
import { splitSentences } from '../src/text/sentences';

function commas(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => openingCommas(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a comma before "but" that starts a clause with a condition or a subject of quantity', () => {
  it('asks for the comma before "but if", "but when" and "but no one", "but some"', () => {
    expect(commas('The exam looks hard at first but if you practise every day, you will pass.')).toEqual([
      'first → first,',
    ]);
    expect(commas('We knocked on every door in the street but no one answered.')).toEqual(['street → street,']);
    expect(commas('Most of the guests left before midnight but some stayed until morning.')).toEqual([
      'midnight → midnight,',
    ]);
  });

  it('leaves "so many", "nothing but" and a short phrase before "but" alone', () => {
    expect(commas('There were so many people at the station that we missed the train.')).toEqual([]);
    expect(commas('He ate nothing but some bread all day.')).toEqual([]);
    expect(commas('Slowly but surely the work got done.')).toEqual([]);
  });
});

describe('a comma after a short opening phrase of time, place or point of view', () => {
  it('leaves the optional comma to the writer, a subject following or not', () => {
    // Chicago Manual of Style 6.36: a brief introductory phrase needs no comma, so it is no correction.
    expect(commas('In summer we swim in the lake every day.')).toEqual([]);
    expect(commas('For me it was the best part of the trip.')).toEqual([]);
    expect(commas('At home I speak two languages.')).toEqual([]);
  });

  it('leaves a phrase that goes on, or is already set off, alone', () => {
    expect(commas('At home is where I feel best.')).toEqual([]);
    expect(commas('In the morning sun the lake looks green.')).toEqual([]);
    expect(commas('At home, we speak two languages.')).toEqual([]);
  });
});

describe('a comma before "but" or "so" that starts a clause after a short opening phrase', () => {
  it('asks for the comma before "but then", "but for me" and "so after …" with a subject', () => {
    expect(commas('I worked in a bank for ten years but then I wanted a change.')).toEqual(['years → years,']);
    expect(commas('Many people find chess slow and dull but for me, it is exciting.')).toEqual(['dull → dull,']);
    expect(commas('The rain had stopped at last so after lunch we walked to the beach.')).toEqual(['last → last,']);
  });

  it('asks for the comma before "but a" and a noun with its verb', () => {
    expect(commas('The first weeks of the course felt long but a good teacher can change that.')).toEqual([
      'long → long,',
    ]);
  });

  it('leaves "but" before a phrase that does not open a clause alone', () => {
    expect(commas('We had no choice but to wait for the next train in the cold.')).toEqual([]);
    expect(commas('It was a small but lovely house by the river.')).toEqual([]);
  });
});

describe('opening and joining commas in run-on sentences, read as the writer meant them', () => {
  it('puts the opening comma before the writer\'s own "then"', () => {
    expect(commas('If it rains then we stay at home all day.')).toEqual(['rains → rains,']);
  });

  it('leaves a "then" that follows a joining word or stands for "than" alone', () => {
    expect(commas('He was tired after all but then he slept for ten hours.')).toEqual([]);
    expect(commas('Starting today people read their phones more then they read books.')).toEqual([]);
  });

  it('looks no further than the writer\'s "then", even when the subject after it is misspelled', () => {
    expect(commas('But if you are the only reader then i doubt they will buy the book.')).toEqual([]);
  });

  it('puts no comma inside a placeholder', () => {
    expect(commas('If a pupil can open a door like @PERSON2 then they can open this one.')).toEqual([]);
  });

  it('asks for no comma before "so" that says what for', () => {
    expect(commas('We lowered the shelf in the corner so a child can reach the books.')).toEqual([]);
  });
});

describe('a comma before "so" only where it gives a result', () => {
  it('leaves "so" before a subject and "would", "could" or "can" alone, as it may mean "so that"', () => {
    expect(commas('They had to build the wall so it would not fall in the wind.')).toEqual([]);
    expect(commas('She left the door open so we could hear the music.')).toEqual([]);
  });

  it('still asks for the comma before "so" and a clause in the past', () => {
    expect(commas('It was raining all day so we stayed at home.')).toEqual(['day → day,']);
  });
});
