import { describe, expect, it } from '@jest/globals';
import { validationMessage } from './errors';

describe('French schema validation messages', () => {
  it.each([
    [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'pseudo' } },
      'body',
      'Le champ « pseudo » est requis.',
    ],
    [
      { keyword: 'type', instancePath: '/joueurs/0', params: { type: 'string' } },
      'body',
      'Le champ « joueurs.0 » doit être un texte.',
    ],
    [
      { keyword: 'type', instancePath: '/perdant', params: { type: 'string,null' } },
      'body',
      'Le champ « perdant » doit être un texte ou vide (null).',
    ],
    [
      { keyword: 'maxLength', instancePath: '/nom', params: { limit: 200 } },
      'body',
      'Le champ « nom » doit faire au plus 200 caractères.',
    ],
    [
      { keyword: 'enum', instancePath: '/new_state', params: { allowedValues: ['terminé', 'en cours'] } },
      'body',
      'Le champ « new_state » doit valoir : terminé, en cours.',
    ],
    [
      { keyword: 'enum', instancePath: '', params: { allowedValues: ['true', 'false'] } },
      'querystring',
      'Le paramètre d’adresse doit valoir : true, false.',
    ],
    [
      { keyword: 'maximum', instancePath: '/index', params: { limit: 10000 } },
      'body',
      'Le champ « index » est trop grand (maximum 10000).',
    ],
    [{ keyword: 'somethingElse', instancePath: '/x', params: {} }, 'body', 'Le champ « x » est invalide.'],
  ])('%j → %s', (error, context, message) => {
    expect(validationMessage([error], context)).toBe(message);
  });
});
