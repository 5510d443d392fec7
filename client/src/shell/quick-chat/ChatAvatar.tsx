import { Avatar } from 'antd';
import { initial } from '../initials';

// Pictureless contacts get a steady colour of their own, from their name.
const COLOURS = ['#be123c', '#0f766e', '#7c3aed', '#b45309', '#1d4ed8', '#4d7c0f'];
const colourOf = (name: string) =>
  COLOURS[
    Array.from(name).reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % COLOURS.length
  ];

export interface ChatAvatarProps {
  name: string;
  avatar: string | null | undefined;
  size?: number | 'small' | 'default' | 'large';
}

/** A contact's picture, or the first letter of their name when there is none. */
export function ChatAvatar({ name, avatar, size }: ChatAvatarProps) {
  if (avatar) return <Avatar src={avatar} alt="" size={size} />;
  return (
    <Avatar size={size} style={{ background: colourOf(name) }} aria-hidden>
      {initial(name)}
    </Avatar>
  );
}
