import { describe, expect, it } from 'vitest';
import { commaSplices } from '../src/grammar/commas/comma-splices';
import { splitSentences } from '../src/text/sentences';

function splices(text: string): string[] {
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => commaSplices(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('comma splices', () => {
  it('asks for a full stop between two main clauses joined by a comma alone', () => {
    expect(splices('My brother loves the sea, he swims every morning.')).toEqual([', he → . He']);
    expect(splices('The museum was closed on Monday, we went back on Tuesday.')).toEqual([', we → . We']);
    expect(splices('Our teacher gave us a test, I was not ready for it.')).toEqual([', I → . I']);
  });

  it('leaves an opening subordinate clause or phrase and its main clause alone', () => {
    expect(splices('If the weather is fine tomorrow, we will walk to the lake.')).toEqual([]);
    expect(splices('Because the bus was late again, I missed the start.')).toEqual([]);
    expect(splices('In the end of the long summer, we moved away.')).toEqual([]);
    // A subject after "that" belongs to a relative clause, not to a sentence of its own.
    expect(splices('Even the friends that you always see smiling, they looked tired that day.')).toEqual([]);
    expect(splices('I think that you are right, we should leave now.')).toEqual([', we → . We']);
  });

  it('leaves asides, reported speech and short comments alone', () => {
    expect(splices('The film is the best of the year, I think.')).toEqual([]);
    expect(splices('We will never give up, she said to the crowd.')).toEqual([]);
    expect(splices('I must say, he looks much older now.')).toEqual([]);
    expect(splices('My sister bought a new car and after a week, she sold it.')).toEqual([]);
  });
});

describe('comma splices after a clause with a name or a longer noun phrase as its subject', () => {
  it('asks for a full stop when a name or a noun phrase of two or three words holds the verb', () => {
    expect(splices('Tom picked up the bag and carried it into the house, he was very tired.')).toEqual([', he → . He']);
    expect(splices('The summer festival took place in a huge park, there were stalls everywhere.')).toEqual([
      ', there → . There',
    ]);
  });

  it('looks for quoted speech only before the comma', () => {
    expect(splices('The hotel was cheap, the rooms had a "sea view" sign on the door.')).toEqual([
      ', the rooms → . The rooms',
    ]);
    expect(splices('"We are very late," she said, we ran to the car.')).toEqual([]);
  });

  it('asks for a full stop after a clause that ends in a clause of "what" or "how"', () => {
    expect(splices('I suddenly realised what the teacher wanted, she hoped we would read more.')).toEqual([
      ', she → . She',
    ]);
    expect(splices('I think if you ask the teacher, she will help.')).toEqual([]);
  });

  it('leaves a filler "you know" after the comma alone', () => {
    expect(splices('We all laughed at the joke for minutes, you know the kind of laugh that hurts.')).toEqual([]);
  });

  it('leaves a name that is the object of the clause before alone', () => {
    expect(splices('When we met Anna in the park, she was walking her dog.')).toEqual([]);
  });
});

describe('comma splices with "that is why"', () => {
  it('asks for a full stop before "that is why" or "this is because" after a comma', () => {
    expect(splices('Our flat is near the station, that is why we chose it.')).toEqual([', that → . That']);
    expect(splices('The roads are quiet in August, this is because everyone leaves.')).toEqual([', this → . This']);
    expect(splices('The reason, that is the one he gave, was odd.')).toEqual([]);
  });
});

describe('comma splices before a noun subject', () => {
  it('reads every possessive determiner as opening a noun subject, "your" and "its" too', () => {
    expect(splices('We stayed at a small flat near your school, your teachers were kind and patient.')).toEqual([
      ', your teachers → . Your teachers',
    ]);
    expect(splices('We toured a small farm near the river, its barns were clean and dry.')).toEqual([
      ', its barns → . Its barns',
    ]);
  });

  it('asks for a full stop before a noun phrase and its verb that start a new sentence', () => {
    expect(splices('We stayed at a small hotel near the beach, the rooms were clean and quiet.')).toEqual([
      ', the rooms → . The rooms',
    ]);
  });

  it('leaves comparisons of "the more … the more" and a relative "of which" alone', () => {
    expect(splices('We visit the old town every summer, the more we go the more we like it.')).toEqual([]);
    expect(splices('They held a big concert last year, the money from which went to a school.')).toEqual([]);
  });
});

describe('comma splices after a clause that ends in a subordinate clause', () => {
  it('leaves a comma that closes a clause of condition or of a moment, a phrase, a list or reported words', () => {
    expect(splices('I still remember when I moved to Leeds, I knew nobody there.')).toEqual([]);
    expect(splices('Games are fun if you play them with friends, you laugh a lot.')).toEqual([]);
    expect(splices('She will pass the next time she sits the exam, she has worked hard.')).toEqual([]);
    expect(splices('I know this because in the second chapter, he says so.')).toEqual([]);
    expect(splices('People can chat online, they can share photos, and they can play games.')).toEqual([]);
    expect(splices('Hearing the news about the storm, we stayed at home.')).toEqual([]);
  });

  it('asks for a full stop when the sentence was already complete before the comma', () => {
    expect(splices('I was late because the bus broke down, I missed the first lesson.')).toEqual([', I → . I']);
    expect(splices('We waited in the rain until the doors opened, it was worth it.')).toEqual([', it → . It']);
  });

  it('leaves a subordinate clause that opens the sentence or a reported clause alone', () => {
    expect(splices('When we arrived and the rain stopped, we went for a walk.')).toEqual([]);
    expect(splices('I think if you visit the old town, you will love it.')).toEqual([]);
    expect(splices('She told me that when she was young, she lived in Rome.')).toEqual([]);
    expect(splices('Ever since I moved here, I have walked to work.')).toEqual([]);
    expect(splices('The plan was simple - as soon as the bell rang, we ran outside.')).toEqual([]);
  });
});

describe('comma splices before "everyone" or "nothing", and after a clause joined by "and"', () => {
  it('asks for a full stop before an indefinite pronoun and its verb that start a new sentence', () => {
    expect(splices('The concert was a great success, everyone was dancing at the end.')).toEqual([
      ', everyone → . Everyone',
    ]);
  });

  it('finds the subject of the clause before the conjunction that joins its two verbs', () => {
    expect(splices('I opened the parcel and put it on the table, it was very heavy.')).toEqual([', it → . It']);
  });

  it('leaves "everyone" inside a list or after an opening phrase alone', () => {
    expect(splices('After the long speech by the mayor, everyone was tired.')).toEqual([]);
  });
});

describe('comma splices after a clause with a noun subject', () => {
  it('asks for a full stop after a noun subject with a form of "be", "have" or a modal', () => {
    expect(splices('Most of my cousins are farmers, they love their land.')).toEqual([', they → . They']);
    expect(splices('My name is Anna, I am twenty years old.')).toEqual([', I → . I']);
  });

  it('leaves inverted conditions, "not only", a missing "that" and a linking adverb alone', () => {
    expect(splices('Should you need any help, I am in the office all day.')).toEqual([]);
    expect(splices('Had the train been on time, we would have seen the start.')).toEqual([]);
    expect(splices('Not only is the flat cheap, it is also close to the park.')).toEqual([]);
    expect(splices('The main problem of the town is, we have no cinema.')).toEqual([]);
    expect(splices('The team played well however, they lost the game.')).toEqual([]);
    expect(splices('Time was running out, she thought to herself.')).toEqual([]);
  });
});

describe('comma splices before a pronoun with a short verb form', () => {
  it('asks for a full stop before "I\'m", "she\'s" or "it\'s" that start a new sentence', () => {
    expect(splices('My brother lives in Madrid, he’s a doctor there.')).toEqual([', he → . He']);
    expect(splices("We can't go to the beach today, it's far too cold.")).toEqual([', it → . It']);
  });

  it('leaves a stray comma after a verb of thinking to other rules', () => {
    expect(splices("I really don't think, it's a good idea.")).toEqual([]);
  });
});

describe('comma splices found past an adverb, a closed opening clause or a bare plural subject', () => {
  it('reads a subject, an adverb and a verb before the comma as a main clause', () => {
    expect(splices('We often walked by the river, she looked at the water.')).toEqual([', she → . She']);
    expect(splices('If we often walked by the river, she would be happy.')).toEqual([]);
    expect(splices('My sister is just like my mother, they both love old films.')).toEqual([', they → . They']);
    expect(splices("The word is 'home' Today, we all know what it means.")).toEqual([]);
  });

  it('sees that an opening clause of time closed at an earlier comma', () => {
    expect(splices('When the bus stopped, we looked out of the window, there was snow on every roof.')).toEqual([
      ', there → . There',
    ]);
    expect(splices('When the train stopped at the small station, there was snow on every roof.')).toEqual([]);
    expect(splices('When the train stopped, or when it slowed down, we looked out.')).toEqual([]);
  });

  it('keeps an opening clause open when its own comma comes before its verb', () => {
    expect(splices('If in the past, they walked to school on foot, now they often take the bus.')).toEqual([]);
  });

  it('asks for a full stop before an adverb, a pronoun and its verb that start a new sentence', () => {
    expect(splices('The town has changed a lot in ten years, now it has two cinemas.')).toEqual([
      ', now it → . Now it',
    ]);
    expect(splices('When we moved here ten years ago, now it has two cinemas.')).toEqual([]);
  });

  it('asks for a full stop before a noun phrase and its past-tense verb', () => {
    expect(splices('We waited at the gate for two hours, my brother called the airline.')).toEqual([
      ', my brother → . My brother',
    ]);
    expect(splices('We waited at the gate for two hours, the plane delayed by the storm.')).toEqual([]);
  });

  it('asks for a full stop before a plural noun and its verb that start a new sentence', () => {
    expect(splices('Our town is very quiet at night, tourists can walk everywhere.')).toEqual([
      ', tourists → . Tourists',
    ]);
    expect(splices('Moreover, tourists can walk everywhere.')).toEqual([]);
    expect(splices('To keep the town green and clean, residents should recycle.')).toEqual([]);
  });
});

describe('a pronoun that takes up a long subject again', () => {
  it('leaves a noun and the clause that describes it, taken up by a pronoun after the comma, to the writer', () => {
    // A full stop there would leave the noun phrase as a fragment.
    expect(splices('The book she wrote last year, it sold very well.')).toEqual([]);
    expect(splices('The house they built by the river, it still stands today.')).toEqual([]);
  });

  it('still asks for the full stop when the clause before has a verb of its own', () => {
    expect(splices('The book was on every list, it sold very well.')).toEqual([', it → . It']);
    expect(splices('The teacher we had was very strict, she gave us tests every week.')).toEqual([', she → . She']);
  });
});

describe('comma splices only between two clauses that each have a subject and a finite verb', () => {
  it('leave an opening phrase that names a title and its author alone', () => {
    expect(
      splices('In the story Long Hill: Do Not Cross the Line by Ann Lee, the cyclist had a couple of problems.'),
    ).toEqual([]);
    expect(splices('The race was very hard for all of us, the cyclist had a couple of problems.')).toEqual([
      ', the cyclist → . The cyclist',
    ]);
  });

  it('leave a sentence whose quotation, garbled by the text encoding, goes on past the comma', () => {
    const quotation =
      'In the ï¿½story Winter Roseï¿½ by Ana Ruiz, the line ï¿½ when the birds return, Mai said softly, in the spring, when the ice melts and the days grow long, I will run the race again, it symbolizes a fresh start.';
    expect(splices(quotation)).toEqual([]);
    expect(splices('The girl in the story said she would try again, it symbolizes a fresh start.')).toEqual([
      ', it → . It',
    ]);
  });

  it('leave a comma written after a joining conjunction or after a sentence glued to a full stop', () => {
    expect(splices('I lost my nerve and could not ask him myself so, I wrote him a note.')).toEqual([]);
    expect(splices('He was proud of his family.next, his second feeling is hope for the future.')).toEqual([]);
  });

  it('still ask for a full stop between two full clauses, with a garbled apostrophe before the comma', () => {
    expect(splices('My brother knew that he couldn\uFFFDt win, he kept playing anyway.')).toEqual([', he → . He']);
    expect(splices('Most of my cousins are farmers, they work from dawn to dusk.')).toEqual([', they → . They']);
  });
});
