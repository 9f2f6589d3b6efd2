// Generated from supabase/schemas/ by `npm run db:diff -w backend` (backend/tools/database-types.ts):
// do not edit. The public schema as supabase-js sees it; a column or function renamed in a
// schema file changes this file and fails `tsc` where it is used.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      articles: {
        Row: {
          id: string;
          slug: string;
          title: string;
          excerpt: string;
          content: string;
          category_id: string | null;
          featured_image: string | null;
          keywords: string[];
          meta_title: string | null;
          meta_description: string | null;
          published: boolean;
          published_at: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          slug: string;
          title: string;
          excerpt: string;
          content: string;
          category_id?: string | null;
          featured_image?: string | null;
          keywords?: string[];
          meta_title?: string | null;
          meta_description?: string | null;
          published?: boolean;
          published_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          slug?: string;
          title?: string;
          excerpt?: string;
          content?: string;
          category_id?: string | null;
          featured_image?: string | null;
          keywords?: string[];
          meta_title?: string | null;
          meta_description?: string | null;
          published?: boolean;
          published_at?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'articles_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
      audit_log: {
        Row: {
          id: number;
          at: string;
          actor_id: string | null;
          actor_email: string | null;
          actor_role: string | null;
          table_name: string;
          row_id: string;
          action: string;
          before: Json | null;
          after: Json | null;
          redacted: boolean;
        };
        Insert: {
          id?: never;
          at?: string;
          actor_id?: string | null;
          actor_email?: string | null;
          actor_role?: string | null;
          table_name: string;
          row_id: string;
          action: string;
          before?: Json | null;
          after?: Json | null;
          redacted?: boolean;
        };
        Update: {
          id?: never;
          at?: string;
          actor_id?: string | null;
          actor_email?: string | null;
          actor_role?: string | null;
          table_name?: string;
          row_id?: string;
          action?: string;
          before?: Json | null;
          after?: Json | null;
          redacted?: boolean;
        };
        Relationships: [];
      };
      categories: {
        Row: {
          id: string;
          name: string;
          slug: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          slug: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          slug?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      company_details: {
        Row: {
          id: string;
          phone: string;
          whatsapp: string;
          email: string;
          head_office_street: string;
          head_office_postal_code: string;
          head_office_city: string;
          agencies: Json;
          opening_days: string;
          opens: string;
          closes: string;
          siret: string;
          rcs: string;
          vat_number: string;
          insurer_name: string;
          insurer_policy: string;
          insurer_area: string;
          publication_director: string;
          host_name: string;
          host_address: string;
          host_phone: string;
          mediator_name: string;
          mediator_address: string;
          mediator_website: string;
          main_site_url: string;
          facebook_url: string;
          youtube_url: string;
          linkedin_url: string;
          listing_url: string;
          updated_at: string;
          reply_delay: string;
          hourly_rate_ht: number | null;
          hourly_rate_counting: string;
          travel_free_km: number | null;
          travel_per_km_ht: number | null;
          quote_price_ht: number;
          price_list_date: string;
          figure_years: string;
          figure_floors: string;
          figure_staircases: string;
          figure_satisfaction: string;
          external_rating_source: string;
          external_rating_value: number | null;
          external_rating_count: number | null;
          external_rating_date: string | null;
          external_rating_url: string;
          legal_name: string;
          legal_form: string;
        };
        Insert: {
          id?: string;
          phone?: string;
          whatsapp?: string;
          email?: string;
          head_office_street?: string;
          head_office_postal_code?: string;
          head_office_city?: string;
          agencies?: Json;
          opening_days?: string;
          opens?: string;
          closes?: string;
          siret?: string;
          rcs?: string;
          vat_number?: string;
          insurer_name?: string;
          insurer_policy?: string;
          insurer_area?: string;
          publication_director?: string;
          host_name?: string;
          host_address?: string;
          host_phone?: string;
          mediator_name?: string;
          mediator_address?: string;
          mediator_website?: string;
          main_site_url?: string;
          facebook_url?: string;
          youtube_url?: string;
          linkedin_url?: string;
          listing_url?: string;
          updated_at?: string;
          reply_delay?: string;
          hourly_rate_ht?: number | null;
          hourly_rate_counting?: string;
          travel_free_km?: number | null;
          travel_per_km_ht?: number | null;
          quote_price_ht?: number;
          price_list_date?: string;
          figure_years?: string;
          figure_floors?: string;
          figure_staircases?: string;
          figure_satisfaction?: string;
          external_rating_source?: string;
          external_rating_value?: number | null;
          external_rating_count?: number | null;
          external_rating_date?: string | null;
          external_rating_url?: string;
          legal_name?: string;
          legal_form?: string;
        };
        Update: {
          id?: string;
          phone?: string;
          whatsapp?: string;
          email?: string;
          head_office_street?: string;
          head_office_postal_code?: string;
          head_office_city?: string;
          agencies?: Json;
          opening_days?: string;
          opens?: string;
          closes?: string;
          siret?: string;
          rcs?: string;
          vat_number?: string;
          insurer_name?: string;
          insurer_policy?: string;
          insurer_area?: string;
          publication_director?: string;
          host_name?: string;
          host_address?: string;
          host_phone?: string;
          mediator_name?: string;
          mediator_address?: string;
          mediator_website?: string;
          main_site_url?: string;
          facebook_url?: string;
          youtube_url?: string;
          linkedin_url?: string;
          listing_url?: string;
          updated_at?: string;
          reply_delay?: string;
          hourly_rate_ht?: number | null;
          hourly_rate_counting?: string;
          travel_free_km?: number | null;
          travel_per_km_ht?: number | null;
          quote_price_ht?: number;
          price_list_date?: string;
          figure_years?: string;
          figure_floors?: string;
          figure_staircases?: string;
          figure_satisfaction?: string;
          external_rating_source?: string;
          external_rating_value?: number | null;
          external_rating_count?: number | null;
          external_rating_date?: string | null;
          external_rating_url?: string;
          legal_name?: string;
          legal_form?: string;
        };
        Relationships: [];
      };
      devis: {
        Row: {
          id: string;
          lead_id: string;
          number: string | null;
          version: number;
          status: string;
          content: Json;
          created_at: string;
          updated_at: string;
          sent_at: string | null;
          decided_at: string | null;
          refusal_reason: string | null;
        };
        Insert: {
          id?: string;
          lead_id: string;
          number?: string | null;
          version?: number;
          status?: string;
          content?: Json;
          created_at?: string;
          updated_at?: string;
          sent_at?: string | null;
          decided_at?: string | null;
          refusal_reason?: string | null;
        };
        Update: {
          id?: string;
          lead_id?: string;
          number?: string | null;
          version?: number;
          status?: string;
          content?: Json;
          created_at?: string;
          updated_at?: string;
          sent_at?: string | null;
          decided_at?: string | null;
          refusal_reason?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'devis_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: true;
            referencedRelation: 'form_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      devis_acceptances: {
        Row: {
          devis_id: string;
          version: number;
          accepted_at: string;
          signer_name: string;
          ip: string | null;
          user_agent: string | null;
          pdf_sha256: string;
          vat_certified: boolean;
          early_start: boolean;
          code_sent_at: string;
          code_sent_to: string;
        };
        Insert: {
          devis_id: string;
          version: number;
          accepted_at?: string;
          signer_name: string;
          ip?: string | null;
          user_agent?: string | null;
          pdf_sha256: string;
          vat_certified?: boolean;
          early_start?: boolean;
          code_sent_at: string;
          code_sent_to: string;
        };
        Update: {
          devis_id?: string;
          version?: number;
          accepted_at?: string;
          signer_name?: string;
          ip?: string | null;
          user_agent?: string | null;
          pdf_sha256?: string;
          vat_certified?: boolean;
          early_start?: boolean;
          code_sent_at?: string;
          code_sent_to?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'devis_acceptances_version_fkey';
            columns: ['devis_id', 'version'];
            isOneToOne: true;
            referencedRelation: 'devis_versions';
            referencedColumns: ['devis_id', 'version'];
          },
        ];
      };
      devis_codes: {
        Row: {
          id: string;
          devis_id: string;
          version: number;
          code_hash: string;
          salt: string;
          sent_to: string;
          created_at: string;
          expires_at: string;
          used_at: string | null;
        };
        Insert: {
          id?: string;
          devis_id: string;
          version: number;
          code_hash: string;
          salt: string;
          sent_to: string;
          created_at?: string;
          expires_at?: string;
          used_at?: string | null;
        };
        Update: {
          id?: string;
          devis_id?: string;
          version?: number;
          code_hash?: string;
          salt?: string;
          sent_to?: string;
          created_at?: string;
          expires_at?: string;
          used_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'devis_codes_version_fkey';
            columns: ['devis_id', 'version'];
            isOneToOne: false;
            referencedRelation: 'devis_versions';
            referencedColumns: ['devis_id', 'version'];
          },
        ];
      };
      devis_versions: {
        Row: {
          devis_id: string;
          version: number;
          snapshot: Json;
          token: string;
          sent_at: string;
          expires_at: string;
          superseded_at: string | null;
          opened_at: string | null;
          pdf_sha256: string | null;
          codes_sent: number;
        };
        Insert: {
          devis_id: string;
          version: number;
          snapshot: Json;
          token: string;
          sent_at?: string;
          expires_at: string;
          superseded_at?: string | null;
          opened_at?: string | null;
          pdf_sha256?: string | null;
          codes_sent?: number;
        };
        Update: {
          devis_id?: string;
          version?: number;
          snapshot?: Json;
          token?: string;
          sent_at?: string;
          expires_at?: string;
          superseded_at?: string | null;
          opened_at?: string | null;
          pdf_sha256?: string | null;
          codes_sent?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'devis_versions_devis_id_fkey';
            columns: ['devis_id'];
            isOneToOne: false;
            referencedRelation: 'devis';
            referencedColumns: ['id'];
          },
        ];
      };
      documents: {
        Row: {
          id: string;
          title: string;
          description: string;
          category: string;
          file_url: string;
          file_type: string;
          file_size: number | null;
          download_count: number;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description: string;
          category: string;
          file_url: string;
          file_type: string;
          file_size?: number | null;
          download_count?: number;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string;
          category?: string;
          file_url?: string;
          file_type?: string;
          file_size?: number | null;
          download_count?: number;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      email_queue: {
        Row: {
          id: string;
          recipient: string;
          reply_to: string | null;
          subject: string;
          body: string;
          status: string;
          attempts: number;
          last_error: string | null;
          sent_at: string | null;
          created_at: string;
          sender_name: string | null;
          message: string | null;
          article_slug: string | null;
        };
        Insert: {
          id?: string;
          recipient: string;
          reply_to?: string | null;
          subject: string;
          body: string;
          status?: string;
          attempts?: number;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
          sender_name?: string | null;
          message?: string | null;
          article_slug?: string | null;
        };
        Update: {
          id?: string;
          recipient?: string;
          reply_to?: string | null;
          subject?: string;
          body?: string;
          status?: string;
          attempts?: number;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
          sender_name?: string | null;
          message?: string | null;
          article_slug?: string | null;
        };
        Relationships: [];
      };
      form_submissions: {
        Row: {
          id: string;
          request_id: string;
          surface: number;
          service_type: string;
          finish_type: string | null;
          full_name: string;
          phone: string;
          email: string;
          postal_code: string;
          message: string | null;
          property_type: string;
          has_elevator: boolean | null;
          teinture: boolean;
          finition: string;
          street_number: string | null;
          street_name: string | null;
          city: string | null;
          address: string;
          estimated_price: number | null;
          source: string;
          last_contact_at: string;
          created_at: string;
          updated_at: string;
          status: Database['public']['Enums']['lead_status'];
          photos_expected: number;
          home_older_than_two_years: boolean | null;
          vat_rate: number | null;
          estimated_price_ttc: number | null;
          visit_token: string;
        };
        Insert: {
          id?: string;
          request_id: string;
          surface: number;
          service_type?: string;
          finish_type?: string | null;
          full_name: string;
          phone: string;
          email: string;
          postal_code: string;
          message?: string | null;
          property_type: string;
          has_elevator?: boolean | null;
          teinture?: boolean;
          finition: string;
          street_number?: string | null;
          street_name?: string | null;
          city?: string | null;
          address: string;
          estimated_price?: number | null;
          source?: string;
          last_contact_at?: string;
          created_at?: string;
          updated_at?: string;
          status?: Database['public']['Enums']['lead_status'];
          photos_expected?: number;
          home_older_than_two_years?: boolean | null;
          vat_rate?: number | null;
          estimated_price_ttc?: number | null;
          visit_token?: string;
        };
        Update: {
          id?: string;
          request_id?: string;
          surface?: number;
          service_type?: string;
          finish_type?: string | null;
          full_name?: string;
          phone?: string;
          email?: string;
          postal_code?: string;
          message?: string | null;
          property_type?: string;
          has_elevator?: boolean | null;
          teinture?: boolean;
          finition?: string;
          street_number?: string | null;
          street_name?: string | null;
          city?: string | null;
          address?: string;
          estimated_price?: number | null;
          source?: string;
          last_contact_at?: string;
          created_at?: string;
          updated_at?: string;
          status?: Database['public']['Enums']['lead_status'];
          photos_expected?: number;
          home_older_than_two_years?: boolean | null;
          vat_rate?: number | null;
          estimated_price_ttc?: number | null;
          visit_token?: string;
        };
        Relationships: [];
      };
      gallery_photos: {
        Row: {
          id: string;
          url: string;
          order: number;
          category: string;
          location: string;
          description: string;
          alt: string | null;
          width: number;
          height: number;
          created_at: string;
          published: boolean;
        };
        Insert: {
          id?: string;
          url: string;
          order: number;
          category: string;
          location: string;
          description: string;
          alt?: string | null;
          width: number;
          height: number;
          created_at?: string;
          published?: boolean;
        };
        Update: {
          id?: string;
          url?: string;
          order?: number;
          category?: string;
          location?: string;
          description?: string;
          alt?: string | null;
          width?: number;
          height?: number;
          created_at?: string;
          published?: boolean;
        };
        Relationships: [];
      };
      lead_notes: {
        Row: {
          id: string;
          lead_id: string;
          body: string;
          status: Database['public']['Enums']['lead_status'] | null;
          author_id: string | null;
          author_email: string | null;
          created_at: string;
          seen_status: Database['public']['Enums']['lead_status'] | null;
        };
        Insert: {
          id?: string;
          lead_id: string;
          body?: string;
          status?: Database['public']['Enums']['lead_status'] | null;
          author_id?: string | null;
          author_email?: string | null;
          created_at?: string;
          seen_status?: Database['public']['Enums']['lead_status'] | null;
        };
        Update: {
          id?: string;
          lead_id?: string;
          body?: string;
          status?: Database['public']['Enums']['lead_status'] | null;
          author_id?: string | null;
          author_email?: string | null;
          created_at?: string;
          seen_status?: Database['public']['Enums']['lead_status'] | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lead_notes_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'form_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          email: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          email?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      outbox_jobs: {
        Row: {
          id: number;
          kind: string;
          payload: Json;
          dedupe_key: string;
          status: string;
          attempts: number;
          next_attempt_at: string;
          last_error: string | null;
          done_at: string | null;
          created_at: string;
          channel: string;
          priority: number;
          retry_from: string;
          lead_id: string | null;
        };
        Insert: {
          id?: number;
          kind: string;
          payload: Json;
          dedupe_key: string;
          status?: string;
          attempts?: number;
          next_attempt_at?: string;
          last_error?: string | null;
          done_at?: string | null;
          created_at?: string;
          channel?: never;
          priority?: never;
          retry_from?: string;
          lead_id?: never;
        };
        Update: {
          id?: number;
          kind?: string;
          payload?: Json;
          dedupe_key?: string;
          status?: string;
          attempts?: number;
          next_attempt_at?: string;
          last_error?: string | null;
          done_at?: string | null;
          created_at?: string;
          channel?: never;
          priority?: never;
          retry_from?: string;
          lead_id?: never;
        };
        Relationships: [];
      };
      redirects: {
        Row: {
          from_path: string;
          to_path: string;
          article_id: string | null;
          created_at: string;
        };
        Insert: {
          from_path: string;
          to_path: string;
          article_id?: string | null;
          created_at?: string;
        };
        Update: {
          from_path?: string;
          to_path?: string;
          article_id?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'redirects_article_id_fkey';
            columns: ['article_id'];
            isOneToOne: false;
            referencedRelation: 'articles';
            referencedColumns: ['id'];
          },
        ];
      };
      review_responses: {
        Row: {
          id: string;
          review_id: string;
          response_text: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          review_id: string;
          response_text: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          review_id?: string;
          response_text?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_responses_review_id_fkey';
            columns: ['review_id'];
            isOneToOne: true;
            referencedRelation: 'reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      reviews: {
        Row: {
          id: string;
          name: string;
          email: string;
          title: string;
          content: string;
          rating: number;
          status: string;
          created_at: string;
          updated_at: string;
          rejection_reason: string | null;
          moderated_at: string | null;
          moderated_by: string | null;
        };
        Insert: {
          id?: string;
          name: string;
          email: string;
          title: string;
          content: string;
          rating?: number;
          status?: string;
          created_at?: string;
          updated_at?: string;
          rejection_reason?: string | null;
          moderated_at?: string | null;
          moderated_by?: string | null;
        };
        Update: {
          id?: string;
          name?: string;
          email?: string;
          title?: string;
          content?: string;
          rating?: number;
          status?: string;
          created_at?: string;
          updated_at?: string;
          rejection_reason?: string | null;
          moderated_at?: string | null;
          moderated_by?: string | null;
        };
        Relationships: [];
      };
      visit_closures: {
        Row: {
          id: string;
          agency: string;
          first_day: string;
          last_day: string;
          label: string;
        };
        Insert: {
          id?: string;
          agency: string;
          first_day: string;
          last_day: string;
          label?: string;
        };
        Update: {
          id?: string;
          agency?: string;
          first_day?: string;
          last_day?: string;
          label?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'visit_closures_agency_fkey';
            columns: ['agency'];
            isOneToOne: false;
            referencedRelation: 'visit_settings';
            referencedColumns: ['agency'];
          },
        ];
      };
      visit_hours: {
        Row: {
          id: string;
          agency: string;
          weekday: number;
          opens: string;
          closes: string;
        };
        Insert: {
          id?: string;
          agency: string;
          weekday: number;
          opens: string;
          closes: string;
        };
        Update: {
          id?: string;
          agency?: string;
          weekday?: number;
          opens?: string;
          closes?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'visit_hours_agency_fkey';
            columns: ['agency'];
            isOneToOne: false;
            referencedRelation: 'visit_settings';
            referencedColumns: ['agency'];
          },
        ];
      };
      visit_settings: {
        Row: {
          agency: string;
          label: string;
          postal_prefixes: string[];
          visit_minutes: number;
          buffer_minutes: number;
          notice_days: number;
          horizon_days: number;
          max_per_day: number;
          updated_at: string;
        };
        Insert: {
          agency: string;
          label: string;
          postal_prefixes?: string[];
          visit_minutes?: number;
          buffer_minutes?: number;
          notice_days?: number;
          horizon_days?: number;
          max_per_day?: number;
          updated_at?: string;
        };
        Update: {
          agency?: string;
          label?: string;
          postal_prefixes?: string[];
          visit_minutes?: number;
          buffer_minutes?: number;
          notice_days?: number;
          horizon_days?: number;
          max_per_day?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      visits: {
        Row: {
          id: string;
          lead_id: string;
          agency: string;
          starts_at: string;
          ends_at: string;
          blocked_until: string;
          status: string;
          sequence: number;
          booked_by: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          lead_id: string;
          agency: string;
          starts_at: string;
          ends_at: string;
          blocked_until: string;
          status?: string;
          sequence?: number;
          booked_by?: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          lead_id?: string;
          agency?: string;
          starts_at?: string;
          ends_at?: string;
          blocked_until?: string;
          status?: string;
          sequence?: number;
          booked_by?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'visits_agency_fkey';
            columns: ['agency'];
            isOneToOne: false;
            referencedRelation: 'visit_settings';
            referencedColumns: ['agency'];
          },
          {
            foreignKeyName: 'visits_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: true;
            referencedRelation: 'form_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      web_vitals: {
        Row: {
          id: number;
          recorded_at: string;
          page_type: string;
          device: string;
          connection: string | null;
          lcp_ms: number | null;
          lcp_rating: string | null;
          lcp_ttfb_ms: number | null;
          lcp_load_delay_ms: number | null;
          lcp_load_duration_ms: number | null;
          lcp_render_delay_ms: number | null;
          inp_ms: number | null;
          inp_rating: string | null;
          inp_target: string | null;
          inp_input_delay_ms: number | null;
          inp_processing_ms: number | null;
          inp_presentation_ms: number | null;
          cls: number | null;
          cls_rating: string | null;
          fcp_ms: number | null;
          fcp_rating: string | null;
          ttfb_ms: number | null;
          ttfb_rating: string | null;
        };
        Insert: {
          id?: never;
          recorded_at?: string;
          page_type: string;
          device: string;
          connection?: string | null;
          lcp_ms?: number | null;
          lcp_rating?: string | null;
          lcp_ttfb_ms?: number | null;
          lcp_load_delay_ms?: number | null;
          lcp_load_duration_ms?: number | null;
          lcp_render_delay_ms?: number | null;
          inp_ms?: number | null;
          inp_rating?: string | null;
          inp_target?: string | null;
          inp_input_delay_ms?: number | null;
          inp_processing_ms?: number | null;
          inp_presentation_ms?: number | null;
          cls?: number | null;
          cls_rating?: string | null;
          fcp_ms?: number | null;
          fcp_rating?: string | null;
          ttfb_ms?: number | null;
          ttfb_rating?: string | null;
        };
        Update: {
          id?: never;
          recorded_at?: string;
          page_type?: string;
          device?: string;
          connection?: string | null;
          lcp_ms?: number | null;
          lcp_rating?: string | null;
          lcp_ttfb_ms?: number | null;
          lcp_load_delay_ms?: number | null;
          lcp_load_duration_ms?: number | null;
          lcp_render_delay_ms?: number | null;
          inp_ms?: number | null;
          inp_rating?: string | null;
          inp_target?: string | null;
          inp_input_delay_ms?: number | null;
          inp_processing_ms?: number | null;
          inp_presentation_ms?: number | null;
          cls?: number | null;
          cls_rating?: string | null;
          fcp_ms?: number | null;
          fcp_rating?: string | null;
          ttfb_ms?: number | null;
          ttfb_rating?: string | null;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      available_visit_slots: {
        Args: { p_request_id: string };
        Returns: { starts_at: string; ends_at: string }[];
      };
      book_visit: {
        Args: { p_request_id: string; p_starts_at: string };
        Returns: {
          visit_id: string;
          starts_at: string;
          ends_at: string;
          label: string;
          sequence: number;
          manage_token: string;
        }[];
      };
      cancel_visit_by_token: {
        Args: { p_token: string };
        Returns: undefined;
      };
      claim_outbox_jobs: {
        Args: { max_jobs?: number; lease_seconds?: number; job_channel?: string };
        Returns: Database['public']['Tables']['outbox_jobs']['Row'][];
      };
      complete_outbox_job: {
        Args: { job_id: number };
        Returns: undefined;
      };
      devis_accept: {
        Args: {
          p_token: string;
          p_code: string;
          p_signer_name: string;
          p_vat_certified: boolean;
          p_early_start: boolean;
          p_ip: string;
          p_user_agent: string;
          p_pdf_sha256: string;
        };
        Returns: string[];
      };
      devis_by_token: {
        Args: { p_token: string };
        Returns: {
          devis_id: string;
          number: string;
          version: number;
          state: string;
          snapshot: Json;
          expires_at: string;
          accepted_at: string;
          signer_name: string;
          pdf_sha256: string;
        }[];
      };
      devis_opened: {
        Args: { p_token: string };
        Returns: undefined;
      };
      devis_refuse: {
        Args: { p_token: string; p_reason: string };
        Returns: undefined;
      };
      devis_request_code: {
        Args: { p_token: string };
        Returns: { sent_to: string; retry_after_seconds: number }[];
      };
      enqueue_devis_reminders: {
        Args: never;
        Returns: number;
      };
      enqueue_quote_alerts: {
        Args: { after_seconds: number };
        Returns: number;
      };
      enqueue_visit_reminders: {
        Args: never;
        Returns: number;
      };
      erase_person: {
        Args: { person_email: string };
        Returns: Json;
      };
      export_person: {
        Args: { person_email: string };
        Returns: Json;
      };
      fail_outbox_job: {
        Args: { job_id: number; error: string; retry_in_seconds: number; retry_for_seconds: number };
        Returns: string;
      };
      increment_document_download_count: {
        Args: { document_id: string };
        Returns: undefined;
      };
      is_staff_member: {
        Args: never;
        Returns: boolean;
      };
      postpone_outbox_job: {
        Args: { job_id: number; reason: string; retry_in_seconds: number };
        Returns: undefined;
      };
      purge_expired_leads: {
        Args: never;
        Returns: number;
      };
      purge_old_web_vitals: {
        Args: never;
        Returns: number;
      };
      quote_photo_usage: {
        Args: never;
        Returns: { day: string; site_photos: number; per_client_per_day: number; per_site_per_day: number }[];
      };
      quote_photos: {
        Args: { lead_id: string };
        Returns: { request_id: string; photos_expected: number; names: string[] }[];
      };
      record_web_vitals: {
        Args: { view: Json };
        Returns: undefined;
      };
      release_outbox_jobs: {
        Args: { job_ids: number[] };
        Returns: number;
      };
      renew_outbox_jobs: {
        Args: { job_ids: number[]; lease_seconds: number };
        Returns: number;
      };
      reorder_gallery_photos: {
        Args: { photo_ids: string[] };
        Returns: number;
      };
      resend_outbox_job: {
        Args: { job_id: number };
        Returns: Json;
      };
      retry_failed_outbox_jobs: {
        Args: never;
        Returns: number;
      };
      review_author_email: {
        Args: { review_id: string };
        Returns: string;
      };
      set_quote_photo_limits: {
        Args: { per_client_per_day?: number; per_site_per_day?: number };
        Returns: undefined;
      };
      shift_publication_clock: {
        Args: { seconds: number };
        Returns: string;
      };
      staff_book_visit: {
        Args: { p_lead_id: string; p_starts_at: string };
        Returns: Database['public']['Tables']['visits']['Row'];
      };
      staff_cancel_visit: {
        Args: { p_lead_id: string };
        Returns: Database['public']['Tables']['visits']['Row'];
      };
      staff_devis_missing: {
        Args: { p_devis: string };
        Returns: string[];
      };
      staff_member_add: {
        Args: { member_id: string; member_email: string };
        Returns: undefined;
      };
      staff_member_list: {
        Args: never;
        Returns: { user_id: string; email: string; added_at: string }[];
      };
      staff_member_remove: {
        Args: { member_id: string };
        Returns: boolean;
      };
      staff_send_devis: {
        Args: { p_devis: string };
        Returns: { number: string; version: number; token: string }[];
      };
      staff_visit_slots: {
        Args: { p_lead_id: string };
        Returns: { starts_at: string; ends_at: string }[];
      };
      submit_quote: {
        Args: { payload: Json };
        Returns: string;
      };
      undelivered_leads: {
        Args: never;
        Returns: {
          lead_id: string;
          created_at: string;
          full_name: string;
          phone: string;
          email: string;
          email_status: string;
          email_attempts: number;
          email_error: string;
          next_attempt_at: string;
          sheet_status: string;
          sheet_error: string;
          alert_status: string;
        }[];
      };
      visit_by_token: {
        Args: { p_token: string };
        Returns: {
          request_id: string;
          visit_id: string;
          status: string;
          starts_at: string;
          ends_at: string;
          label: string;
          sequence: number;
          can_change: boolean;
        }[];
      };
      visit_link: {
        Args: { p_request_id: string };
        Returns: string;
      };
      web_vitals_summary: {
        Args: { days?: number };
        Returns: {
          page_type: string;
          views: number;
          lcp_p75: number;
          inp_p75: number;
          cls_p75: number;
          lcp_good: number;
          lcp_needs_improvement: number;
          lcp_poor: number;
          inp_good: number;
          inp_needs_improvement: number;
          inp_poor: number;
          cls_good: number;
          cls_needs_improvement: number;
          cls_poor: number;
        }[];
      };
    };
    Enums: {
      lead_status: 'nouveau' | 'contacte' | 'visite_planifiee' | 'devis_envoye' | 'gagne' | 'perdu';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

/** A table's row as a select of every column returns it. */
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
/** What an insert into a table accepts. */
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
/** What an update of a table accepts. */
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
/** The values of an enum type, as a union. */
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

/** Each enum's values in the order the type declares them, for lists and checks at run time. */
export const Constants = {
  public: {
    Enums: {
      lead_status: ['nouveau', 'contacte', 'visite_planifiee', 'devis_envoye', 'gagne', 'perdu'],
    },
  },
} as const;
