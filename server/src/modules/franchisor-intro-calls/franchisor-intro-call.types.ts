import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, Max, Min, ValidateBy, ValidateNested, isURL } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, PhoneNumber } from '../../common/validation';
import { CALL_MINUTES } from '../intro-calls/intro-call.enums';

/** A company's calendar holds at most this many weekly times. */
export const MAX_WINDOWS = 50;

@ObjectType('IntroCallWindow', { description: 'A weekly time for intro calls, in UK wall-clock time.' })
export class IntroCallWindowView {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday ... 7 Sunday.' })
  weekday: number;

  @Field(() => Int, { description: 'Minutes after midnight, UK time: 09:00 is 540.' })
  startMinute: number;

  @Field(() => Int, { description: 'Minutes after midnight, UK time; 1440 is midnight at the end of the day.' })
  endMinute: number;
}

@ObjectType('IntroCallSettings', { description: "A franchisor company's intro-call calendar (one per company)." })
export class IntroCallSettingsView {
  @Field({ description: 'Whether enquirers can book calls: the calendar has weekly times.' })
  offered: boolean;

  @Field(() => [IntroCallWindowView], { description: 'By weekday and start; overlapping times of a day are merged on save.' })
  windows: IntroCallWindowView[];

  @Field(() => Int, { description: 'Minutes: 15, 20, 30, 45 or 60.' })
  callMinutes: number;

  @Field(() => String, { nullable: true })
  meetingLink: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => Int, { description: 'How many hours ahead a call must be booked.' })
  noticeHours: number;

  @Field(() => Int, { description: 'How many days ahead calls can be booked.' })
  horizonDays: number;

  @Field(() => Date, { nullable: true, description: 'Null until first saved.' })
  updatedAt: Date | null;
}

const EndsAfterStart = () =>
  ValidateBy(
    {
      name: 'endsAfterStart',
      validator: {
        validate: (value: unknown, args) => typeof value === 'number' && value > (args?.object as { startMinute: number }).startMinute,
      },
    },
    { message: Messages.introCallWindowOrder },
  );

@InputType({ description: 'A weekly time for intro calls, in UK wall-clock time.' })
export class IntroCallWindowInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday ... 7 Sunday.' })
  @Min(1, { message: Messages.chooseOption('day') })
  @Max(7, { message: Messages.chooseOption('day') })
  weekday: number;

  @Field(() => Int, { description: 'Minutes after midnight, UK time: 09:00 is 540.' })
  @Min(0, { message: Messages.introCallWindowTime })
  @Max(1439, { message: Messages.introCallWindowTime })
  startMinute: number;

  @Field(() => Int, { description: 'Minutes after midnight, UK time; up to 1440 (midnight at the end of the day).' })
  @Max(1440, { message: Messages.introCallWindowTime })
  @EndsAfterStart()
  endMinute: number;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** One of the link and the phone is given. Checked on the link, where the form shows it. */
const LinkOrPhone = () =>
  ValidateBy(
    {
      name: 'linkOrPhone',
      validator: { validate: (value: unknown, args) => !blank(value) || !blank((args?.object as { phone?: unknown }).phone) },
    },
    { message: Messages.introCallLinkOrPhone },
  );

/** Blank, or an https URL. */
const HttpsLink = () =>
  ValidateBy(
    {
      name: 'httpsLink',
      validator: {
        validate: (value: unknown) =>
          blank(value) ||
          (String(value).trim().startsWith('https://') && isURL(String(value).trim(), { protocols: ['https'], require_protocol: true })),
      },
    },
    { message: Messages.introCallLinkHttps },
  );

@InputType({ description: "The company's intro-call calendar, saved whole." })
export class IntroCallSettingsInput {
  @Field(() => [IntroCallWindowInput])
  @ArrayMinSize(1, { message: Messages.introCallWindowsRequired })
  @ArrayMaxSize(MAX_WINDOWS, { message: Messages.tooMany('weekly times', MAX_WINDOWS) })
  @ValidateNested()
  windows: IntroCallWindowInput[];

  @Field(() => Int, { description: 'Minutes: 15, 20, 30, 45 or 60.' })
  @IsIn([...CALL_MINUTES], { message: Messages.chooseOption('call length') })
  callMinutes: number;

  @Field(() => String, { nullable: true, description: 'A video meeting link (https); one of link and phone is required.' })
  @LinkOrPhone()
  @HttpsLink()
  @MaxChars('Meeting link', 500)
  meetingLink?: string | null;

  @Field(() => String, { nullable: true, description: 'A phone number the enquirer rings; one of link and phone is required.' })
  @PhoneNumber()
  phone?: string | null;

  @Field(() => Int, { defaultValue: 24, description: 'How many hours ahead a call must be booked: 0 to 168.' })
  @IsInt({ message: Messages.introCallNoticeRange })
  @Min(0, { message: Messages.introCallNoticeRange })
  @Max(168, { message: Messages.introCallNoticeRange })
  noticeHours: number = 24;

  @Field(() => Int, { defaultValue: 21, description: 'How many days ahead calls can be booked: 1 to 90.' })
  @IsInt({ message: Messages.introCallHorizonRange })
  @Min(1, { message: Messages.introCallHorizonRange })
  @Max(90, { message: Messages.introCallHorizonRange })
  horizonDays: number = 21;
}
