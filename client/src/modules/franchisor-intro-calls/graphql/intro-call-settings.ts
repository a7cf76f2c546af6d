import { graphql } from '../../../gql';

export const IntroCallSettingsFieldsFragment = graphql(`
  fragment IntroCallSettings_fields on IntroCallSettings {
    offered
    windows {
      weekday
      startMinute
      endMinute
    }
    callMinutes
    meetingLink
    phone
    noticeHours
    horizonDays
    updatedAt
  }
`);

export const MyIntroCallSettingsDocument = graphql(`
  query MyIntroCallSettings {
    myIntroCallSettings {
      ...IntroCallSettings_fields
    }
  }
`);

export const SaveIntroCallSettingsDocument = graphql(`
  mutation SaveIntroCallSettings($input: IntroCallSettingsInput!) {
    saveIntroCallSettings(input: $input) {
      ...IntroCallSettings_fields
    }
  }
`);

export const TurnOffIntroCallsDocument = graphql(`
  mutation TurnOffIntroCalls {
    turnOffIntroCalls {
      ...IntroCallSettings_fields
    }
  }
`);
