// PLACEHOLDER written by hand to pin the schema contract while the migrations are being written.
// It is replaced by the file generated from the database (`npm run gen:types`).
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      conversations: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          subject: string | null;
          grade_level: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          title?: string;
          subject?: string | null;
          grade_level?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          title?: string;
          subject?: string | null;
          grade_level?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      messages: {
        Row: {
          id: string;
          conversation_id: string;
          role: string;
          content: string;
          metadata: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          conversation_id: string;
          role: string;
          content: string;
          metadata?: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          conversation_id?: string;
          role?: string;
          content?: string;
          metadata?: Json;
          created_at?: string;
        };
        Relationships: [];
      };
      message_metrics: {
        Row: {
          id: string;
          message_id: string;
          api_response_time_ms: number | null;
          tokens_used: number | null;
          model_used: string | null;
          word_count: number;
          character_count: number;
          question_count: number;
          contains_code_snippet: boolean;
          contains_math_formula: boolean;
          complexity_score: number;
          created_at: string;
        };
        Insert: {
          id?: string;
          message_id: string;
          api_response_time_ms?: number | null;
          tokens_used?: number | null;
          model_used?: string | null;
          word_count: number;
          character_count: number;
          question_count: number;
          contains_code_snippet: boolean;
          contains_math_formula: boolean;
          complexity_score: number;
          created_at?: string;
        };
        Update: {
          id?: string;
          message_id?: string;
          api_response_time_ms?: number | null;
          tokens_used?: number | null;
          model_used?: string | null;
          word_count?: number;
          character_count?: number;
          question_count?: number;
          contains_code_snippet?: boolean;
          contains_math_formula?: boolean;
          complexity_score?: number;
          created_at?: string;
        };
        Relationships: [];
      };
      announcements: {
        Row: {
          id: string;
          title: string;
          message: string;
          type: string;
          icon: string;
          show_on_login: boolean;
          show_on_chat: boolean;
          priority: number;
          button_text: string | null;
          button_url: string | null;
          dismissible: boolean;
          always_visible: boolean;
          expires_at: string | null;
          is_active: boolean;
          created_by: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          message: string;
          type?: string;
          icon?: string;
          show_on_login?: boolean;
          show_on_chat?: boolean;
          priority?: number;
          button_text?: string | null;
          button_url?: string | null;
          dismissible?: boolean;
          always_visible?: boolean;
          expires_at?: string | null;
          is_active?: boolean;
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          message?: string;
          type?: string;
          icon?: string;
          show_on_login?: boolean;
          show_on_chat?: boolean;
          priority?: number;
          button_text?: string | null;
          button_url?: string | null;
          dismissible?: boolean;
          always_visible?: boolean;
          expires_at?: string | null;
          is_active?: boolean;
          created_by?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      get_active_announcements: {
        Args: { location: string };
        Returns: Database['public']['Tables']['announcements']['Row'][];
      };
      get_admin_stats: {
        Args: Record<PropertyKey, never>;
        Returns: {
          total_users: number;
          users_today: number;
          total_conversations: number;
          conversations_today: number;
          total_messages: number;
          messages_today: number;
          active_users_7days: number;
          avg_messages_per_conversation: number | null;
        }[];
      };
      get_usage_overview: { Args: { days_back?: number }; Returns: Json };
      get_users_list: {
        Args: { page_num?: number; page_size?: number; search_term?: string | null };
        Returns: {
          id: string;
          name: string | null;
          email: string;
          grade_level: string | null;
          conversation_count: number;
          message_count: number;
          created_at: string;
          last_sign_in_at: string | null;
          is_admin: boolean;
        }[];
      };
      get_recent_activity: {
        Args: { limit_num?: number };
        Returns: {
          id: string;
          user_name: string | null;
          user_email: string;
          conversation_title: string;
          created_at: string;
        }[];
      };
      set_user_admin_role: { Args: { target_user_id: string; is_admin_role: boolean }; Returns: undefined };
      get_engagement_stats: {
        Args: { start_date: string; end_date: string };
        Returns: {
          total_conversations: number;
          total_messages: number;
          avg_messages_per_conversation: number | null;
          avg_session_duration_seconds: number | null;
          avg_response_time_ms: number | null;
          completion_rate: number | null;
          breakthrough_rate: number | null;
        }[];
      };
      get_learning_patterns: {
        Args: { start_date: string; end_date: string };
        Returns: {
          subject: string;
          grade_level: string;
          total_conversations: number;
          avg_scaffolding_depth: number | null;
          avg_session_duration: number | null;
          completion_rate: number | null;
          breakthrough_rate: number | null;
        }[];
      };
      get_cohort_retention: {
        Args: { cohort_start_date: string; cohort_end_date: string };
        Returns: {
          cohort_week: string;
          total_users: number;
          day_1_retention: number | null;
          day_3_retention: number | null;
          day_7_retention: number | null;
          day_14_retention: number | null;
          day_30_retention: number | null;
        }[];
      };
      export_conversations_data: {
        Args: { start_date: string; end_date: string; export_limit?: number };
        Returns: {
          conversation_id: string;
          user_id: string;
          user_grade_level: string | null;
          subject: string | null;
          grade_level: string | null;
          title: string;
          created_at: string;
          message_count: number;
          user_message_count: number;
          assistant_message_count: number;
          duration_seconds: number | null;
          completed: boolean;
          breakthrough: boolean;
          avg_response_time_ms: number | null;
          messages: Json;
        }[];
      };
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
