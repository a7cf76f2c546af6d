import { graphql } from '../../../gql';

export const BlogStatisticsDocument = graphql(`
  query BlogStatistics {
    blogStatistics {
      totalViews
      totalPosts
      publishedPosts
      averageViews
      popularPosts {
        id
        title
        views
        publishedAt
      }
      viewsByDay {
        date
        views
      }
    }
  }
`);
