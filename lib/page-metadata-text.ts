/**
 * The texts a page's metadata names, as keys of messages/en.json by namespace: a renamed text fails
 * the type check, not the page. Read with the root translator as `${namespace}.${key}`, since
 * next-intl's key types do not follow a namespace chosen by a type parameter.
 */
import type messages from '@/messages/en.json';

type Messages = typeof messages;
export type Namespace = keyof Messages;
export type TextKey<N extends Namespace> = Extract<keyof Messages[N], string>;
